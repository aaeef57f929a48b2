import Foundation
import Observation
import VisorAPI

/// The channel (`mode`) picker of the camera: which channels the server answers (`modes` of its
/// models), the one selected, and the user's remembered choice (`defaultMode` of the profile).
///
/// ```swift
/// let channels = ChannelPickerModel(client: client)
/// await channels.load()                 // selected = the profile's defaultMode
/// await channels.select("text")         // used at once; remembered when the server can
/// camera.mode = channels.selected
/// ```
@Observable
@MainActor
public final class ChannelPickerModel {
  /// The channel every server answers.
  nonisolated public static let describe = "describe"

  /// The channels to offer, `describe` first, then in the server's order.
  public private(set) var modes: [String] = [ChannelPickerModel.describe]
  /// The channel the camera asks in now.
  public private(set) var selected: String = ChannelPickerModel.describe
  /// The channel the server remembers for the next launch (`defaultMode`).
  public private(set) var remembered: String = ChannelPickerModel.describe
  /// False when the server answered a choice without remembering it (a server without
  /// `defaultMode`): the choice holds for this session only.
  public private(set) var remembersChoice = true
  /// True while saving a choice.
  public private(set) var isSaving = false
  /// A sentence for the user when something failed; set to nil to dismiss.
  public var errorMessage: String?

  private let client: VisorClient

  /// A picker over `client`'s server and profile.
  public init(client: VisorClient) { self.client = client }

  /// A channel's name for a button ("Read text" for `text`).
  nonisolated public static func title(for mode: String) -> String {
    switch mode {
    case "describe": "Describe"
    case "text": "Read text"
    case "document": "Read a document"
    case "barcode": "Barcodes"
    case "colour", "color": "Colour"
    case "light": "Light"
    case "people": "People"
    case "car": "Car"
    case "cute": "Cute-o-meter"
    default: mode.prefix(1).uppercased() + mode.dropFirst()
    }
  }

  /// Loads the server's channels and the profile's remembered one, and selects it.
  public func load() async {
    do {
      let user = try await client.me()
      let list = try await client.models()
      var offered = [Self.describe]
      for mode in list.flatMap({ $0.modes ?? [] }) where !offered.contains(mode) { offered.append(mode) }
      modes = offered
      remembered = user.defaultMode
      selected = offered.contains(user.defaultMode) ? user.defaultMode : Self.describe
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Selects `mode` at once and asks the server to remember it (`PATCH /api/v1/me` `defaultMode`).
  /// A channel the server does not offer is refused with a sentence; a failed save keeps the
  /// selection for this session.
  public func select(_ mode: String) async {
    guard modes.contains(mode) else {
      errorMessage =
        "This server has no “\(Self.title(for: mode))” channel; pick one of "
        + modes.map(Self.title(for:)).joined(separator: ", ") + "."
      return
    }
    selected = mode
    errorMessage = nil
    guard mode != remembered else { return }
    isSaving = true
    defer { isSaving = false }
    do {
      let user = try await client.updateProfile(
        ProfilePatch(defaultMode: mode == Self.describe ? .null : .value(mode)))
      remembered = user.defaultMode
      remembersChoice = user.defaultMode == mode
    } catch {
      errorMessage = userMessage(for: error)
    }
  }
}

/// The user's quotas (`limits` of `GET /api/v1/me`) and what a 429 said, as sentences.
///
/// ```swift
/// let quota = QuotaModel(client: client)
/// await quota.load()
/// Text(quota.summary ?? "")           // "48 of 50 analyses left today."
/// // after a VisorClientError of kind .rateLimited: quota.record(error)
/// ```
@Observable
@MainActor
public final class QuotaModel {
  /// The quotas as the server last reported them; nil before ``load()`` or from a server that has
  /// no quotas.
  public private(set) var limits: UsageLimits?
  /// When the quota that stopped the last request resets (from a 429's `Retry-After`).
  public private(set) var blockedUntil: Date?
  /// The server's sentence of that 429.
  public private(set) var blockedMessage: String?
  /// A sentence for the user when loading failed; set to nil to dismiss.
  public var errorMessage: String?

  private let client: VisorClient
  private let now: @Sendable () -> Date

  /// A quota model over `client`; `now` is the time (a test passes a fixed one).
  public init(client: VisorClient, now: @escaping @Sendable () -> Date = { Date() }) {
    self.client = client
    self.now = now
  }

  /// Loads `limits` from the profile.
  public func load() async {
    do {
      limits = try await client.me().limits
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Notes a failed request: a 429 (``VisorClientError/Kind/rateLimited``) blocks until its reset.
  public func record(_ error: any Error) {
    guard let error = error as? VisorClientError, error.kind == .rateLimited else { return }
    blockedUntil = error.retryAt
    blockedMessage = error.message
  }

  /// False while a 429's reset time has not passed, or when the day's analyses are used up.
  public var canAnalyze: Bool {
    if let blockedUntil, blockedUntil > now() { return false }
    if let day = limits?.analysesPerDay, let remaining = day.remaining, remaining <= 0 {
      return day.resetsAt.map { $0 <= now() } ?? false
    }
    return true
  }

  /// What is left today, e.g. "48 of 50 analyses left today."; nil when unlimited or unknown.
  public var summary: String? {
    guard let day = limits?.analysesPerDay, let limit = day.limit else { return nil }
    let remaining = max(0, day.remaining ?? limit)
    if remaining == 0 {
      return "No analyses left today" + (day.resetsAt.map { "; more \(Self.when($0, now: now()))." } ?? ".")
    }
    return "\(remaining) of \(limit) \(limit == 1 ? "analysis" : "analyses") left today."
  }

  /// Why the camera is blocked and until when, e.g. "… Try again in 12 minutes."; nil when not.
  public var blockedSummary: String? {
    guard let blockedUntil, blockedUntil > now() else { return nil }
    let reason = blockedMessage ?? "The server refused more requests for now."
    return "\(reason) Try again \(Self.when(blockedUntil, now: now()))."
  }

  /// "in 40 seconds", "in 12 minutes", "in 3 hours".
  nonisolated static func when(_ date: Date, now: Date) -> String {
    let seconds = max(1, Int(date.timeIntervalSince(now).rounded(.up)))
    switch seconds {
    case ..<60: return "in \(seconds) second\(seconds == 1 ? "" : "s")"
    case ..<3600:
      let minutes = (seconds + 59) / 60
      return "in \(minutes) minute\(minutes == 1 ? "" : "s")"
    default:
      let hours = (seconds + 3599) / 3600
      return "in \(hours) hour\(hours == 1 ? "" : "s")"
    }
  }
}
