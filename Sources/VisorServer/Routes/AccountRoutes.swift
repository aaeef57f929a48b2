import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorStore

/// `/api/v1/auth`, `/api/v1/me`, `/api/v1/tokens`, `/api/v1/admin/users`.
struct AccountRoutes {
  let accounts: AccountService
  let quotas: QuotaService
  let exports: ExportService
  /// Whether a user is a helper for everyone (admin user list and quota patch).
  let helpers: HelpersService
  /// Checks a new profile voice against the models that can speak.
  let models: ModelRegistry
  /// How long a sign-in session lasts (`--session-days`): the cookie's `Max-Age`.
  let sessionDays: Int
  /// Cookies get `Secure` when the server speaks HTTPS.
  let secureCookies: Bool

  /// The profile as the API shows it, with whether the account has a password yet.
  func userResponse(_ user: User) async throws -> UserResponse {
    var response = UserResponse(user)
    response.hasPassword = try await accounts.hasPassword(userID: user.id)
    return response
  }

  func register(on routes: RouteTable) {
    let sessionSeconds = sessionDays * 86_400

    routes.on(Endpoints.signIn) { request in
      let body = try request.decodeJSON(LoginRequest.self, allowedFields: LoginRequest.fields)
      let user = try await Self.firstLanguage(
        try await accounts.signIn(
          username: body.username, password: body.password, code: body.code, client: request.remoteAddress),
        request: request, accounts: accounts)
      let (secret, session) = try await accounts.createSession(userID: user.id)
      var response = try HTTPResponse.json(
        LoginResponse(user: try await userResponse(user), csrfToken: session.csrfToken))
      response.headers.add(
        "Set-Cookie",
        "\(sessionCookieName)=\(secret); Path=/; HttpOnly; SameSite=Strict; Max-Age=\(sessionSeconds)"
          + (secureCookies ? "; Secure" : ""))
      response.headers["Cache-Control"] = "no-store"
      return response
    }

    // Apps (the SDK, the CLI) sign in for a token instead of a cookie.
    routes.on(Endpoints.createAppToken) { request in
      let body = try request.decodeJSON(AppTokenRequest.self, allowedFields: AppTokenRequest.fields)
      let user = try await Self.firstLanguage(
        try await accounts.signIn(
          username: body.username, password: body.password, code: body.code, client: request.remoteAddress),
        request: request, accounts: accounts)
      let (token, secret) = try await accounts.createToken(userID: user.id, name: body.name ?? "app")
      return try Self.created(token, secret: secret)
    }

    routes.on(Endpoints.signOut, middleware: [AuthMiddleware(accounts: accounts, required: false)]) {
      request in
      let everywhere =
        request.body.isEmpty
        ? false
        : try request.decodeJSON(LogoutRequest.self, allowedFields: LogoutRequest.fields).everywhere ?? false
      if everywhere {
        try await accounts.signOutEverywhere(userID: try request.user().id)
      } else if let principal = request.context[PrincipalKey.self],
        case .session(_, let secret) = principal.credential
      {
        try await accounts.endSession(secret: secret)
      }
      var response = HTTPResponse.noContent()
      response.headers.add(
        "Set-Cookie",
        "\(sessionCookieName)=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0"
          + (secureCookies ? "; Secure" : ""))
      return response
    }

    // Whether a session exists: 200 signed in or not (the web app's first look, with no 401 logged).
    routes.on(Endpoints.session, middleware: [AuthMiddleware(accounts: accounts, required: false)]) {
      request in
      guard let principal = request.context[PrincipalKey.self] else {
        var response = try HTTPResponse.json(SessionStatusResponse(signedIn: false, user: nil))
        response.headers["Cache-Control"] = "no-store"
        return response
      }
      var response = try HTTPResponse.json(
        SessionStatusResponse(signedIn: true, user: try await userResponse(principal.user)))
      if case .session(let csrf, _) = principal.credential { response.headers["X-CSRF-Token"] = csrf }
      response.headers["Cache-Control"] = "no-store"
      return response
    }

    routes.respond(Endpoints.me) { ctx in
      let request = ctx.request
      let user = ctx.user
      var me = try await userResponse(user)
      me.limits = UsageLimits(try await quotas.status(userID: user.id))
      var response = try HTTPResponse.json(me)
      if let principal = request.context[PrincipalKey.self], case .session(let csrf, _) = principal.credential
      {
        response.headers["X-CSRF-Token"] = csrf
      }
      return response
    }

    routes.answer(Endpoints.updateProfile) { ctx, patch in
      let user = ctx.user
      var profile = user.profile
      profile.displayName = patch.displayName.applied(to: profile.displayName)
      switch patch.accentColor {
      case .null: profile.accentColor = Profile().accentColor
      case .value(let color): profile.accentColor = color
      case .absent: break
      }
      // Only a new voice is checked: one saved earlier that no model speaks any more falls back when used.
      if case .value(let voice) = patch.voice { profile.voice = try models.profileVoice(voice) }
      if case .null = patch.voice { profile.voice = nil }
      if case .value(let speak) = patch.speakByDefault { profile.speakByDefault = speak }
      if case .null = patch.speakByDefault { profile.speakByDefault = Profile().speakByDefault }
      // The remembered channel: one of the modes (400 naming them otherwise); null is describe.
      if case .value(let mode) = patch.defaultMode {
        profile.defaultMode = try AnalysisMode(validating: mode, field: "defaultMode").rawValue
      }
      if case .null = patch.defaultMode { profile.defaultMode = Profile().defaultMode }
      // The person's language (issue 27): a supported tag (400 naming them otherwise); null forgets it.
      if case .value(let tag) = patch.language { profile.language = try Language.parse(tag).tag }
      if case .null = patch.language { profile.language = nil }
      let updated = try await accounts.updateProfile(of: user, to: profile)
      // The same object GET /api/v1/me answers, `limits` included (issue 23: it was missing here).
      var me = try await userResponse(updated)
      me.limits = UsageLimits(try await quotas.status(userID: user.id))
      return me
    }

    routes.respond(Endpoints.deleteAccount) { ctx in
      try await accounts.deleteOwnAccount(ctx.user)
      var response = HTTPResponse.noContent()
      response.headers.add(
        "Set-Cookie", "\(sessionCookieName)=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0")
      return response
    }

    routes.answer(Endpoints.changePassword) { ctx, body in
      try await accounts.changePassword(
        userID: ctx.user.id, current: body.currentPassword, new: body.newPassword,
        revokeTokens: body.revokeTokens ?? false)
      return NoBody()
    }

    routes.respond(Endpoints.exportAccount) { ctx in
      let user = ctx.user
      var response = try HTTPResponse.json(ExportResponse(try await exports.export(user: user)))
      response.headers["Content-Disposition"] = "attachment; filename=\"visor-export-\(user.username).json\""
      return response
    }

    // The same document with the photos and recordings, as a ZIP streamed one file at a time.
    routes.respond(Endpoints.exportArchive) { ctx in
      let user = ctx.user
      let export = try await exports.export(user: user)
      let files = ExportService.files(export, links: .catalogue)
      var document = ExportResponse(export)
      document.files = Dictionary(files.map { ($0.url, $0.path) }, uniquingKeysWith: { first, _ in first })
      let json = try JSON.encoder.encode(document)
      var response = HTTPResponse(
        status: 200, headers: HTTPHeaders(),
        body: .stream(exports.archive(json: json, files: files)))
      response.headers["Content-Type"] = "application/zip"
      response.headers["Content-Disposition"] = "attachment; filename=\"visor-export-\(user.username).zip\""
      response.headers["Cache-Control"] = "no-store"
      return response
    }

    routes.answer(Endpoints.listTokens) { ctx in
      ListResponse(
        items: try await accounts.tokens(userID: ctx.user.id).map(TokenResponse.init), nextCursor: nil)
    }

    routes.respond(Endpoints.createToken) { ctx in
      let request = ctx.request
      let user = ctx.user
      let body = try request.decodeJSON(TokenCreateRequest.self, allowedFields: TokenCreateRequest.fields)
      let (token, secret) = try await accounts.createToken(userID: user.id, name: body.name)
      return try Self.created(token, secret: secret)
    }

    routes.answer(Endpoints.revokeToken) { ctx in
      guard try await accounts.revokeToken(id: try ctx.id(what: .token), userID: ctx.user.id) else {
        throw VisorError(.notFound, Message("error.token.notFound"))
      }
      return NoBody()
    }

    routes.answer(Endpoints.listUsers) { _ in
      let users = try await accounts.listUsers()
      // With each user's quotas (their own or the default) and what is left of them.
      let limits = try await quotas.statuses(userIDs: users.map(\.id))
      let everyone = try await helpers.helpersForEveryone()
      let items = users.map { user in
        var response = UserResponse(user)
        response.limits = limits[user.id].map(UsageLimits.init)
        response.helperForEveryone = everyone.contains(user.id)
        return response
      }
      return ListResponse(items: items, nextCursor: nil)
    }

    routes.answer(Endpoints.createUser) { _, body in
      UserResponse(
        try await accounts.createUser(
          username: body.username, password: body.password, isAdmin: body.isAdmin ?? false))
    }

    routes.answer(Endpoints.deleteUser) { ctx in
      let id = try ctx.id(what: .user)
      guard id != ctx.user.id else {
        throw VisorError(.cannotDeleteSelf, Message("error.user.deleteSelf"))
      }
      guard try await accounts.deleteUser(id: id) else {
        throw VisorError(.notFound, Message("error.user.notFound"))
      }
      return NoBody()
    }
    registerQuotas(on: routes)
  }

  /// `PATCH /api/v1/admin/users/{id}`: quota overrides (a number sets one, null returns to the default).
  func registerQuotas(on routes: RouteTable) {
    routes.answer(Endpoints.updateUser) { ctx, patch in
      let id = try ctx.id(what: .user)
      guard let user = try await accounts.user(id: id) else {
        throw VisorError(.notFound, Message("error.user.notFound"))
      }
      var changes: [QuotaKind: Int?] = [:]
      for (kind, field) in [
        (QuotaKind.requestsPerMinute, patch.requestsPerMinute), (.analysesPerDay, patch.analysesPerDay),
      ] {
        switch field {
        case .absent: break
        case .null: changes[kind] = .some(nil)
        case .value(let limit): changes[kind] = limit
        }
      }
      _ = try await quotas.setOverrides(userID: id, changes)
      switch patch.helperForEveryone {
      case .absent: break
      case .null: try await helpers.setHelperForEveryone(userID: id, false)
      case .value(let on): try await helpers.setHelperForEveryone(userID: id, on)
      }
      var response = try await userResponse(user)
      response.limits = UsageLimits(try await quotas.status(userID: id))
      response.helperForEveryone = try await helpers.isHelperForEveryone(userID: id)
      return response
    }
  }
}

extension AccountRoutes {
  /// 201 with the new token's secret, shown this once and never cached.
  static func created(_ token: APIToken, secret: String) throws -> HTTPResponse {
    var response = try HTTPResponse.json(
      TokenCreatedResponse(
        id: token.id.wire, name: token.name, prefix: token.prefix, createdAt: token.createdAt, token: secret),
      status: 201)
    response.headers["Cache-Control"] = "no-store"
    return response
  }

  /// The first sign-in chooses the person's language from the browser's (or app's) `Accept-Language`,
  /// else English (issue 27); later sign-ins keep what they chose.
  static func firstLanguage(_ user: User, request: HTTPRequest, accounts: AccountService) async throws -> User
  {
    try await accounts.chooseFirstLanguage(
      for: user, preferred: Language.preferred(acceptLanguage: request.headers["Accept-Language"]))
  }
}
