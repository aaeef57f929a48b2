import Foundation
import Observation
import VisorAPI

/// Imagine: a prompt becomes an image in the gallery; favourites and delete.
@Observable
@MainActor
public final class ImagineModel {
  /// What to draw.
  public var prompt = ""
  /// `1024x1024` by default.
  public var size = "1024x1024"
  /// The gallery, newest first.
  public private(set) var gallery: [GalleryImageResponse] = []
  /// Image bytes by id, once loaded (``loadContent(of:)``).
  public private(set) var contents: [String: Data] = [:]
  /// True while an image is being generated.
  public private(set) var isGenerating = false
  /// A sentence for the user when something failed; set to nil to dismiss.
  public var errorMessage: String?
  /// False for an empty prompt or while generating.
  public var canGenerate: Bool {
    !isGenerating && !prompt.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }

  private let client: VisorClient

  /// Imagine over `client`'s account.
  public init(client: VisorClient) { self.client = client }

  /// Loads the gallery (only favourites, if asked).
  public func load(favoritesOnly: Bool = false) async {
    do { gallery = try await client.images(favoritesOnly: favoritesOnly).items } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Generates ``prompt``; the image goes first in the gallery. An empty prompt sends nothing.
  public func generate() async {
    guard canGenerate else { return }
    isGenerating = true
    defer { isGenerating = false }
    errorMessage = nil
    do {
      let image = try await client.generateImage(
        prompt: prompt.trimmingCharacters(in: .whitespacesAndNewlines), size: size)
      gallery.insert(image, at: 0)
      prompt = ""
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Loads an image's bytes into ``contents``.
  public func loadContent(of image: GalleryImageResponse) async {
    guard contents[image.id] == nil else { return }
    do { contents[image.id] = try await client.imageContent(id: image.id).data } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Marks an image a favourite, or not.
  public func toggleFavorite(_ image: GalleryImageResponse) async {
    do {
      let updated = try await client.setFavorite(!image.favorite, imageID: image.id)
      if let index = gallery.firstIndex(where: { $0.id == image.id }) { gallery[index] = updated }
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Deletes an image.
  public func delete(_ image: GalleryImageResponse) async {
    do {
      try await client.deleteImage(id: image.id)
      gallery.removeAll { $0.id == image.id }
      contents[image.id] = nil
    } catch {
      errorMessage = userMessage(for: error)
    }
  }
}

/// The cute-o-meter: how cute a photo is, 0…100.
@Observable
@MainActor
public final class CuteOMeterModel {
  /// The last photo's cuteness, 0…100 (nil before the first).
  public private(set) var score: Int?
  /// A verdict for the score ("Adorable!", "Pretty cute", "Not very cute").
  public var verdict: String? {
    guard let score else { return nil }
    switch score {
    case 80...: return "Adorable!"
    case 50..<80: return "Pretty cute"
    default: return "Not very cute"
    }
  }
  /// The photo last measured.
  public private(set) var photo: Photo?
  /// True while a photo is being measured.
  public private(set) var isMeasuring = false
  /// A sentence for the user when something failed; set to nil to dismiss.
  public var errorMessage: String?

  private let client: VisorClient

  /// A cute-o-meter over `client`.
  public init(client: VisorClient) { self.client = client }

  /// Measures a photo with the server's `cute` classifier.
  public func measure(_ photo: Photo) async {
    guard !isMeasuring else { return }
    isMeasuring = true
    defer { isMeasuring = false }
    self.photo = photo
    errorMessage = nil
    do {
      let result = try await client.classify(photo, model: "cute")
      let cute = result.predictions.first { $0.label == "cute" }?.confidence ?? 0
      score = Int((cute * 100).rounded())
    } catch {
      score = nil
      errorMessage = userMessage(for: error)
    }
  }
}

/// The Home screen: counts, favourites and recent activity.
@Observable
@MainActor
public final class HomeModel {
  /// Counts, favourites and recent activity.
  public private(set) var stats: StatsResponse?
  /// The user's display name (or username) for the greeting.
  public private(set) var name: String?
  /// A sentence for the user when something failed; set to nil to dismiss.
  public var errorMessage: String?

  private let client: VisorClient

  /// Home over `client`'s account.
  public init(client: VisorClient) { self.client = client }

  /// Loads the stats and the user's name.
  public func load() async {
    do {
      async let stats = client.stats()
      async let me = client.me()
      let (s, user) = try await (stats, me)
      self.stats = s
      name = user.displayName ?? user.username
    } catch {
      errorMessage = userMessage(for: error)
    }
  }
}

/// Settings: name, accent colour, voice, speak-by-default, and the account's API tokens.
@Observable
@MainActor
public final class SettingsModel {
  /// The profile as saved on the server.
  public private(set) var user: UserResponse?
  /// The display name being edited.
  public var displayName = ""
  /// `#rrggbb`.
  public var accentColor = "#0a84ff"
  /// nil: the server's default voice.
  public var voice: String?
  /// Whether answers are spoken unless the user says otherwise.
  public var speakByDefault = false
  /// The voices the server's speech models offer.
  public private(set) var voices: [String] = []
  /// The account's API tokens (never their secrets).
  public private(set) var tokens: [TokenResponse] = []
  /// A token's secret just created: show it once, then clear it.
  public private(set) var newTokenSecret: String?
  /// A sentence for the user when something failed; set to nil to dismiss.
  public var errorMessage: String?
  /// True when the fields differ from the saved profile.
  public var hasChanges: Bool {
    guard let user else { return false }
    return displayName != (user.displayName ?? "") || accentColor != user.accentColor || voice != user.voice
      || speakByDefault != user.speakByDefault
  }

  private let client: VisorClient

  /// Settings over `client`'s account.
  public init(client: VisorClient) { self.client = client }

  /// Loads the profile, the server's voices and the tokens.
  public func load() async {
    do {
      let user = try await client.me()
      show(user)
      voices = try await client.models().flatMap { $0.voices ?? [] }
      tokens = try await client.tokens()
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Saves the changed fields (an empty name clears it).
  public func save() async {
    guard let user else { return }
    let name = displayName.trimmingCharacters(in: .whitespacesAndNewlines)
    var patch = ProfilePatch()
    if name != (user.displayName ?? "") { patch.displayName = name.isEmpty ? .null : .value(name) }
    if accentColor != user.accentColor { patch.accentColor = .value(accentColor) }
    if voice != user.voice { patch.voice = voice.map { .value($0) } ?? .null }
    if speakByDefault != user.speakByDefault { patch.speakByDefault = .value(speakByDefault) }
    do {
      show(try await client.updateProfile(patch))
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Creates a token; its secret is in ``newTokenSecret`` until ``dismissNewToken()``.
  public func createToken(named name: String) async {
    do {
      let created = try await client.createToken(name: name)
      newTokenSecret = created.token
      tokens = try await client.tokens()
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Forgets the new token's secret (after the user copied it).
  public func dismissNewToken() { newTokenSecret = nil }

  /// Revokes a token.
  public func revoke(_ token: TokenResponse) async {
    do {
      try await client.revokeToken(id: token.id)
      tokens.removeAll { $0.id == token.id }
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  private func show(_ user: UserResponse) {
    self.user = user
    displayName = user.displayName ?? ""
    accentColor = user.accentColor
    voice = user.voice
    speakByDefault = user.speakByDefault
  }
}
