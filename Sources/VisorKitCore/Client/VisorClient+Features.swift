import Foundation
import VisorAPI

// Each method is one catalogue endpoint with its parameters spelled out; the catalogue's summary
// says what the endpoint does.

// MARK: Accounts and tokens

extension VisorClient {
  /// Gets an API token for this app with a username and password (`POST /api/v1/auth/token`) and
  /// keeps it in this client. The secret is shown once: store `token` in the Keychain.
  @discardableResult
  public mutating func signIn(username: String, password: String, tokenName: String) async throws
    -> TokenCreatedResponse
  {
    let created = try await send(
      Endpoints.createAppToken, body: AppTokenRequest(username: username, password: password, name: tokenName)
    )
    token = try Self.validate(token: created.token)
    return created
  }

  /// Gets an API token with a one-time sign-in code (the first-run code, or one an admin made).
  @discardableResult
  public mutating func signIn(code: String, tokenName: String) async throws -> TokenCreatedResponse {
    let created = try await send(Endpoints.createAppToken, body: AppTokenRequest(code: code, name: tokenName))
    token = try Self.validate(token: created.token)
    return created
  }

  /// The signed-in user and their profile, including `speakByDefault`, voice and accent colour.
  public func me() async throws -> UserResponse { try await send(Endpoints.me) }

  /// Whether this client is signed in, and as whom (answers even when it is not).
  public func session() async throws -> SessionStatusResponse { try await send(Endpoints.session) }

  /// Changes the profile: only the fields given change; `.null` clears display name or voice.
  public func updateProfile(_ patch: ProfilePatch) async throws -> UserResponse {
    try await send(Endpoints.updateProfile, body: patch)
  }

  /// Sets a new password; `current` must be the present one. Every web session ends;
  /// `revokeTokens` revokes every API token too (this client's included, when it uses one).
  public func changePassword(current: String, new: String, revokeTokens: Bool = false) async throws {
    _ = try await send(
      Endpoints.changePassword,
      body: PasswordChangeRequest(currentPassword: current, newPassword: new, revokeTokens: revokeTokens))
  }

  /// Everything the account owns, as one document.
  public func exportAccount() async throws -> ExportResponse { try await send(Endpoints.exportAccount) }

  /// Everything the account owns with its photos and recordings, as the bytes of one ZIP file
  /// (`export.json`, whose `files` maps each URL to its file, and the files).
  public func exportArchive() async throws -> Data { try await download(Endpoints.exportArchive).data }

  /// Deletes the account and everything it owns. There is no undo.
  public func deleteAccount() async throws { _ = try await send(Endpoints.deleteAccount) }

  /// The account's API tokens (never their secrets).
  public func tokens() async throws -> [TokenResponse] { try await send(Endpoints.listTokens).items }

  /// Creates another API token; its secret is in the answer only.
  public func createToken(name: String) async throws -> TokenCreatedResponse {
    try await send(Endpoints.createToken, body: TokenCreateRequest(name: name))
  }

  /// Revokes an API token: requests with it answer 401 from now on.
  public func revokeToken(id: String) async throws {
    _ = try await send(Endpoints.revokeToken, path: ["id": id])
  }
}

// MARK: Operations and models

extension VisorClient {
  /// `GET /healthz`: whether the process is up.
  public func health() async throws -> HealthResponse { try await send(Endpoints.health) }

  /// The server's API description (OpenAPI 3.1), generated from the same catalogue as this client.
  public func apiDescription() async throws -> JSONValue { try await send(Endpoints.openAPI) }

  /// The models this Visor can use, what each can do and whether it is ready.
  public func models() async throws -> [ModelResponse] { try await send(Endpoints.listModels).items }

  /// Counts, favourites and recent activity for a Home screen.
  public func stats() async throws -> StatsResponse { try await send(Endpoints.stats) }

  /// Records client analytics events (names and small properties, never content).
  @discardableResult
  public func record(events: [EventBatchRequest.Event]) async throws -> Int {
    try await send(Endpoints.recordEvents, body: EventBatchRequest(events: events)).accepted
  }
}

// MARK: Analysis, speech and media

extension VisorClient {
  /// Describes a photo or answers a typed `prompt` (or a spoken `question`) about it; with `speak`,
  /// the answer's audio is in `audio` (base64) of the answer. With `mode: "find"`, `target` names the
  /// thing to look for (one taught with ``teach(_:name:photos:)``).
  ///
  /// ```swift
  /// let answer = try await client.analyze(Photo(jpeg), prompt: "Describe exactly what you see.")
  /// print(answer.message)
  /// ```
  public func analyze(
    _ photo: Photo, prompt: String? = nil, question: Data? = nil, speak: Bool? = nil, voice: String? = nil,
    format: String? = nil, model: String? = nil, mode: String? = nil, target: String? = nil
  ) async throws -> AnalyzeResponse {
    try await send(
      Endpoints.analyze,
      form: Self.analyzeForm(photo, prompt, question, speak, voice, format, model, mode, language, target))
  }

  /// ``analyze(_:prompt:question:speak:voice:format:model:mode:target:)`` streamed: the transcript, text as it is
  /// written, each sentence's audio as soon as it is spoken, then `done`.
  ///
  /// Ending the iteration early (or cancelling its task) closes the request; the server stops and
  /// saves nothing.
  public func analyzeStream(
    _ photo: Photo, prompt: String? = nil, question: Data? = nil, speak: Bool? = nil, voice: String? = nil,
    format: String? = nil, model: String? = nil, mode: String? = nil, target: String? = nil
  ) -> AsyncThrowingStream<AnalyzeEvent, any Error> {
    eventStream(
      Endpoints.analyze.declaration, path: [:],
      body: .form(
        Self.analyzeForm(photo, prompt, question, speak, voice, format, model, mode, language, target)),
      decode: Self.analyzeEvent)
  }

  static func analyzeForm(
    _ photo: Photo, _ prompt: String?, _ question: Data?, _ speak: Bool?, _ voice: String?, _ format: String?,
    _ model: String?, _ mode: String?, _ language: String?, _ target: String? = nil
  ) -> MultipartForm {
    var form = MultipartForm()
    form.append("image", photo: photo)
    if let prompt { form.append("prompt", prompt) }
    if let question {
      form.append("audio", file: question, filename: "question.m4a", contentType: "audio/mp4")
    }
    if let speak { form.append("speak", speak ? "true" : "false") }
    if let voice { form.append("voice", voice) }
    if let format { form.append("format", format) }
    if let model { form.append("model", model) }
    if let mode { form.append("mode", mode) }
    if let target { form.append("target", target) }
    if let language { form.append("language", language) }
    return form
  }

  /// The account's analyses, newest first; `matching` searches their text.
  public func analyses(matching query: String? = nil, limit: Int? = nil, cursor: String? = nil) async throws
    -> ListResponse<AnalysisResponse>
  {
    try await send(
      Endpoints.listAnalyses, query: ["q": query, "limit": limit.map(String.init), "cursor": cursor])
  }

  /// One analysis of the history.
  public func analysis(id: String) async throws -> AnalysisResponse {
    try await send(Endpoints.analysis, path: ["id": id])
  }

  /// Asks another question about the photo of an analysis (typed, or spoken as `question` audio);
  /// the answer is saved as a turn of that analysis.
  public func askFollowUp(
    analysisID: String, prompt: String? = nil, question: Data? = nil, speak: Bool? = nil,
    voice: String? = nil,
    format: String? = nil
  ) async throws -> FollowUpResponse {
    try await send(
      Endpoints.askFollowUp, path: ["id": analysisID],
      body: followUpRequest(prompt, question, speak, voice, format))
  }

  func followUpRequest(
    _ prompt: String?, _ question: Data?, _ speak: Bool?, _ voice: String?, _ format: String?
  )
    -> FollowUpRequest
  {
    var request = FollowUpRequest(
      prompt: prompt, audioBase64: question?.base64EncodedString(), speak: speak, voice: voice, format: format
    )
    request.language = language
    return request
  }

  /// ``askFollowUp(analysisID:prompt:question:speak:voice:format:)`` streamed: the transcript of a
  /// spoken question, the answer's text as it is written, each sentence's audio when speaking, then
  /// `done` with the saved turn's id (`turnId`) and its cross-checks (`checks`).
  ///
  /// ```swift
  /// for try await event in client.askFollowUpStream(analysisID: id, prompt: "What colour is it?") {
  ///   if case .text(let delta) = event { answer += delta }
  /// }
  /// ```
  /// Ending the iteration early (or cancelling its task) closes the request; nothing is saved.
  public func askFollowUpStream(
    analysisID: String, prompt: String? = nil, question: Data? = nil, speak: Bool? = nil,
    voice: String? = nil, format: String? = nil
  ) -> AsyncThrowingStream<AnalyzeEvent, any Error> {
    eventStream(
      Endpoints.askFollowUp.declaration, path: ["id": analysisID],
      body: .json(followUpRequest(prompt, question, speak, voice, format)),
      decode: Self.analyzeEvent)
  }

  /// The JPEG an analysis was made from.
  public func analysisImage(id: String) async throws -> Data {
    try await download(Endpoints.analysisImage, path: ["id": id]).data
  }

  /// Deletes an analysis and its photo.
  public func deleteAnalysis(id: String) async throws {
    _ = try await send(Endpoints.deleteAnalysis, path: ["id": id])
  }

  /// Speaks `text` aloud; `format` is `mp3` (default), `opus` or `wav`.
  public func speech(_ text: String, voice: String? = nil, format: String? = nil) async throws -> Download {
    try await download(Endpoints.speech, body: SpeechRequest(text: text, voice: voice, format: format))
  }

  /// Writes down what a recording says (English).
  public func transcribe(_ audio: Data, filename: String = "recording.m4a", contentType: String = "audio/mp4")
    async throws -> TranscriptionResponse
  {
    var form = MultipartForm()
    form.append("audio", file: audio, filename: filename, contentType: contentType)
    return try await send(Endpoints.transcribe, form: form)
  }

  /// The photo as Visor stores it: upright, metadata (GPS) stripped, scaled, JPEG.
  public func ingest(_ photo: Photo) async throws -> Download {
    var form = MultipartForm()
    form.append("image", photo: photo)
    return try await download(Endpoints.ingest, form: form)
  }
}

// MARK: Garage, recognisers and records

extension VisorClient {
  /// Identifies the car in a photo (optionally only inside `crop`, fractions of the upright photo)
  /// and keeps it in the garage when one is found.
  public func identifyCar(_ photo: Photo, crop: CropBoxRequest? = nil, model: String? = nil) async throws
    -> CarIdentifyResponse
  {
    try await send(Endpoints.identifyCar, form: try Self.identifyForm(photo, crop, model))
  }

  static func identifyForm(_ photo: Photo, _ crop: CropBoxRequest?, _ model: String?) throws -> MultipartForm
  {
    var form = MultipartForm()
    form.append("image", photo: photo)
    if let crop { form.append("crop", String(decoding: try encoder.encode(crop), as: UTF8.self)) }
    if let model { form.append("model", model) }
    return form
  }

  /// The garage, newest first.
  public func cars(limit: Int? = nil, cursor: String? = nil) async throws -> ListResponse<CarResponse> {
    try await send(Endpoints.listCars, query: ["limit": limit.map(String.init), "cursor": cursor])
  }

  /// One car of the garage.
  public func car(id: String) async throws -> CarResponse { try await send(Endpoints.car, path: ["id": id]) }

  /// A car's photo (JPEG).
  public func carImage(id: String) async throws -> Data {
    try await download(Endpoints.carImage, path: ["id": id]).data
  }

  /// Removes a car from the garage, with its photo.
  public func deleteCar(id: String) async throws { _ = try await send(Endpoints.deleteCar, path: ["id": id]) }

  /// The recognisers (the car and any an admin added) and their fields.
  public func recognizers() async throws -> [RecognizerResponse] {
    try await send(Endpoints.listRecognizers).items
  }

  /// Adds a recogniser (admins).
  public func createRecognizer(_ recognizer: CreateRecognizerRequest) async throws -> RecognizerResponse {
    try await send(Endpoints.createRecognizer, body: recognizer)
  }

  /// Identifies a photo with the recogniser `name` and keeps the record when something is found.
  public func identify(
    _ photo: Photo, with recognizer: String, crop: CropBoxRequest? = nil, model: String? = nil
  )
    async throws -> RecordIdentifyResponse
  {
    try await send(
      Endpoints.identifyWithRecognizer, path: ["name": recognizer],
      form: try Self.identifyForm(photo, crop, model))
  }

  /// The account's records, newest first: of one `recognizer`, or `matching` words.
  public func records(
    recognizer: String? = nil, matching query: String? = nil, limit: Int? = nil, cursor: String? = nil
  ) async throws -> ListResponse<RecordResponse> {
    try await send(
      Endpoints.listRecords,
      query: ["recognizer": recognizer, "q": query, "limit": limit.map(String.init), "cursor": cursor])
  }

  /// One record.
  public func record(id: String) async throws -> RecordResponse {
    try await send(Endpoints.record, path: ["id": id])
  }

  /// A record's photo (JPEG).
  public func recordImage(id: String) async throws -> Data {
    try await download(Endpoints.recordImage, path: ["id": id]).data
  }

  /// Deletes a record and its photo.
  public func deleteRecord(id: String) async throws {
    _ = try await send(Endpoints.deleteRecord, path: ["id": id])
  }
}

// MARK: Classification and model files

extension VisorClient {
  /// Classifies a photo: `model` `cute` for the cute-o-meter, `local/imagenet` (default) or `custom/NAME`.
  public func classify(_ photo: Photo, model: String? = nil) async throws -> ClassifyResponse {
    var form = MultipartForm()
    form.append("image", photo: photo)
    if let model { form.append("model", model) }
    return try await send(Endpoints.classify, form: form)
  }

  /// The classifiers and their labels.
  public func classifiers() async throws -> [ClassifierResponse] {
    try await send(Endpoints.listClassifiers).items
  }

  /// Adds a custom ONNX classifier (admins): the model file and its labels, one per line.
  public func createClassifier(name: String, model: Data, labels: [String]) async throws -> ClassifierResponse
  {
    var form = MultipartForm()
    form.append("name", name)
    form.append("model", file: model, filename: "\(name).onnx", contentType: "application/octet-stream")
    form.append(
      "labels", file: Data(labels.joined(separator: "\n").utf8), filename: "labels.txt",
      contentType: "text/plain")
    return try await send(Endpoints.createClassifier, form: form)
  }

  /// Removes a custom classifier (admins).
  public func deleteClassifier(name: String) async throws {
    _ = try await send(Endpoints.deleteClassifier, path: ["name": name])
  }

  /// The GGUF model files registered on the server (admins).
  public func modelFiles() async throws -> [RegisteredModelResponse] {
    try await send(Endpoints.listModelFiles).items
  }

  /// Registers a GGUF model file already on the server's disk (admins).
  public func registerModelFile(_ request: RegisterModelRequest) async throws -> RegisteredModelResponse {
    try await send(Endpoints.registerModelFile, body: request)
  }

  /// Unregisters a model file; the file itself stays (admins).
  public func removeModelFile(id: String) async throws {
    _ = try await send(Endpoints.removeModelFile, path: ["id": id])
  }
}

// MARK: Chats

extension VisorClient {
  /// Starts a chat; `model` defaults to the server's default chat model.
  public func createChat(title: String? = nil, model: String? = nil) async throws -> ChatResponse {
    try await send(Endpoints.createChat, body: ChatCreateRequest(title: title, model: model))
  }

  /// The chats, most recently active first; `matching` searches every message.
  public func chats(
    matching query: String? = nil, favoritesOnly: Bool = false, limit: Int? = nil, cursor: String? = nil
  )
    async throws -> ListResponse<ChatResponse>
  {
    try await send(
      Endpoints.listChats,
      query: [
        "q": query, "favorite": favoritesOnly ? "true" : nil, "limit": limit.map(String.init),
        "cursor": cursor,
      ])
  }

  /// A chat with its messages, oldest first.
  public func chat(id: String) async throws -> ChatDetailResponse {
    try await send(Endpoints.chat, path: ["id": id])
  }

  /// Renames a chat (`.null` clears the title), marks it a favourite or changes its model.
  public func updateChat(id: String, _ patch: ChatPatchRequest) async throws -> ChatResponse {
    try await send(Endpoints.updateChat, path: ["id": id], body: patch)
  }

  /// Deletes a chat and its messages.
  public func deleteChat(id: String) async throws {
    _ = try await send(Endpoints.deleteChat, path: ["id": id])
  }

  /// The photo attached to a chat message.
  public func chatMessageImage(chatID: String, messageID: String) async throws -> Data {
    try await download(Endpoints.chatMessageImage, path: ["id": chatID, "messageId": messageID]).data
  }

  /// Sends a message (optionally with a photo) and waits for the whole reply.
  public func sendMessage(_ content: String, photo: Photo? = nil, toChat chatID: String) async throws
    -> ChatReplyResponse
  {
    try await send(Endpoints.sendChatMessage, path: ["id": chatID], form: Self.messageForm(content, photo))
  }

  /// Sends a message and streams the reply: text deltas, then `done`. Ending the iteration early
  /// stops the reply on the server.
  public func sendMessageStream(_ content: String, photo: Photo? = nil, toChat chatID: String)
    -> AsyncThrowingStream<ChatEvent, any Error>
  {
    eventStream(
      Endpoints.sendChatMessage.declaration, path: ["id": chatID],
      body: .form(Self.messageForm(content, photo)),
      decode: Self.chatEvent)
  }

  static func messageForm(_ content: String, _ photo: Photo?) -> MultipartForm {
    var form = MultipartForm()
    form.append("content", content)
    if let photo { form.append("image", photo: photo) }
    return form
  }
}

// MARK: Images

extension VisorClient {
  /// Generates an image from a prompt into the gallery; `size` like `1024x1024`.
  public func generateImage(prompt: String, size: String? = nil) async throws -> GalleryImageResponse {
    try await send(Endpoints.generateImage, body: ImageGenerateRequest(prompt: prompt, size: size))
  }

  /// The gallery, newest first.
  public func images(favoritesOnly: Bool = false, limit: Int? = nil, cursor: String? = nil) async throws
    -> ListResponse<GalleryImageResponse>
  {
    try await send(
      Endpoints.listImages,
      query: ["favorite": favoritesOnly ? "true" : nil, "limit": limit.map(String.init), "cursor": cursor])
  }

  /// One generated image's details.
  public func image(id: String) async throws -> GalleryImageResponse {
    try await send(Endpoints.image, path: ["id": id])
  }

  /// A generated image's bytes (PNG or JPEG).
  public func imageContent(id: String) async throws -> Download {
    try await download(Endpoints.imageContent, path: ["id": id])
  }

  /// Marks a generated image a favourite, or not.
  public func setFavorite(_ favorite: Bool, imageID: String) async throws -> GalleryImageResponse {
    try await send(Endpoints.updateImage, path: ["id": imageID], body: ImagePatchRequest(favorite: favorite))
  }

  /// Deletes a generated image.
  public func deleteImage(id: String) async throws {
    _ = try await send(Endpoints.deleteImage, path: ["id": id])
  }
}

// MARK: Operations and administration

extension VisorClient {
  /// `GET /readyz`: whether the store, blobs and media pool answer. A server that is not ready
  /// answers 503, which this throws (kind `server`, status 503) after the retries.
  public func readiness() async throws -> ReadinessResponse { try await send(Endpoints.readiness) }

  /// Prometheus metrics text.
  public func metrics() async throws -> String {
    String(decoding: try await download(Endpoints.metrics).data, as: UTF8.self)
  }

  /// Every account (admins).
  public func users() async throws -> [UserResponse] { try await send(Endpoints.listUsers).items }

  /// Creates an account (admins).
  public func createUser(username: String, password: String, isAdmin: Bool = false) async throws
    -> UserResponse
  {
    try await send(
      Endpoints.createUser,
      body: AdminCreateUserRequest(username: username, password: password, isAdmin: isAdmin))
  }

  /// Deletes an account and everything it owns (admins).
  public func deleteUser(id: String) async throws {
    _ = try await send(Endpoints.deleteUser, path: ["id": id])
  }

  /// Sets an account's quotas (admins): `.value(n)` sets one, `.null` returns it to the server's
  /// default, `.absent` leaves it. Answers the account with its `limits`.
  public func updateUser(id: String, _ patch: AdminUserPatch) async throws -> UserResponse {
    try await send(Endpoints.updateUser, path: ["id": id], body: patch)
  }
}
