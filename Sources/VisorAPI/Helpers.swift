import Foundation

// Helpers, help requests and calls (issue 28; docs/helpers.md).

/// `POST /api/v1/helpers`: invite someone on this Visor to be your helper.
public struct HelperInviteRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["username"]
  public var username: String
  public init(username: String) { self.username = username }
}

/// One helper link, seen from either side: `username` is the other person.
public struct HelperResponse: Codable, Sendable, Equatable {
  /// The link's id (accept or end it with this); a helper for everyone has none (`null`).
  @Nullable public var id: String?
  public var username: String
  /// `invited` until the helper accepts, then `accepted`.
  public var status: String
  /// True for an admin's helper for everyone (nobody invites or ends those).
  public var everyone: Bool
  /// Connected to `GET /api/v1/help/events` on this instance and not in a call: can be called now.
  public var available: Bool
  @Nullable public var createdAt: Date?
  public init(
    id: String?, username: String, status: String, everyone: Bool = false, available: Bool = false,
    createdAt: Date?
  ) {
    self.id = id
    self.username = username
    self.status = status
    self.everyone = everyone
    self.available = available
    self.createdAt = createdAt
  }
}

/// `GET /api/v1/helpers`: your helpers (those you invited, and the helpers for everyone), and the
/// people you help (their invitations to you included).
public struct HelpersResponse: Codable, Sendable, Equatable {
  public var helpers: [HelperResponse]
  public var helping: [HelperResponse]
  public init(helpers: [HelperResponse], helping: [HelperResponse]) {
    self.helpers = helpers
    self.helping = helping
  }
}

/// `POST /api/v1/analyses/{id}/help` as JSON (multipart takes `prompt`, `username` and a recording `audio`).
public struct HelpAskRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["prompt", "username"]
  /// The question for the person (default: the one the machine answered last).
  public var prompt: String?
  /// Only this helper (default: all your accepted helpers).
  public var username: String?
  public init(prompt: String? = nil, username: String? = nil) {
    self.prompt = prompt
    self.username = username
  }
}

/// The answer of `POST /api/v1/analyses/{id}/help`.
public struct HelpCreatedResponse: Codable, Sendable, Equatable {
  public var id: String
  /// `waiting`.
  public var status: String
  public var expiresAt: Date
  /// The helpers it went to.
  public var sentTo: [String]
  public init(id: String, status: String, expiresAt: Date, sentTo: [String]) {
    self.id = id
    self.status = status
    self.expiresAt = expiresAt
    self.sentTo = sentTo
  }
}

/// A person's answer to a help request.
public struct HelpAnswerResponse: Codable, Sendable, Equatable {
  /// Who answered.
  public var username: String
  /// The typed answer, or what a spoken one says (`null` when it could not be written down).
  @Nullable public var text: String?
  /// The helper's own recording (MP3), when they answered by voice.
  @Nullable public var audioUrl: String?
  public var answeredAt: Date
  public init(username: String, text: String?, audioUrl: String?, answeredAt: Date) {
    self.username = username
    self.text = text
    self.audioUrl = audioUrl
    self.answeredAt = answeredAt
  }
}

/// An earlier question of the analysis and the machine's answer to it.
public struct HelpEarlierTurnResponse: Codable, Sendable, Equatable {
  public var question: String
  public var answer: String
  public init(question: String, answer: String) {
    self.question = question
    self.answer = answer
  }
}

/// A help request, as the asker or a helper it went to sees it.
public struct HelpRequestResponse: Codable, Sendable, Equatable {
  public var id: String
  public var analysisId: String
  /// Who asked.
  public var from: String
  /// The photo (through the request, for the helpers it went to).
  public var imageUrl: String
  /// The question, typed or as written down from the recording.
  @Nullable public var question: String?
  /// The asker's own recording of the question, when spoken.
  @Nullable public var questionAudioUrl: String?
  /// What the machine answered.
  public var machineAnswer: String
  /// `waiting`, `taken`, `answered` or `expired`.
  public var status: String
  public var createdAt: Date
  public var expiresAt: Date
  /// The helper who took it.
  @Nullable public var takenBy: String?
  @Nullable public var answer: HelpAnswerResponse?
  /// The helpers it went to (what each saw); only the asker sees this list, helpers get `[]`.
  public var sentTo: [String]
  /// What was asked and answered before in the analysis (oldest first), so the helper knows how the
  /// question came about.
  public var earlierTurns: [HelpEarlierTurnResponse]
  public init(
    id: String, analysisId: String, from: String, imageUrl: String, question: String?,
    questionAudioUrl: String?,
    machineAnswer: String, status: String, createdAt: Date, expiresAt: Date, takenBy: String?,
    answer: HelpAnswerResponse?, sentTo: [String], earlierTurns: [HelpEarlierTurnResponse] = []
  ) {
    self.earlierTurns = earlierTurns
    self.id = id
    self.analysisId = analysisId
    self.from = from
    self.imageUrl = imageUrl
    self.question = question
    self.questionAudioUrl = questionAudioUrl
    self.machineAnswer = machineAnswer
    self.status = status
    self.createdAt = createdAt
    self.expiresAt = expiresAt
    self.takenBy = takenBy
    self.answer = answer
    self.sentTo = sentTo
  }
}

/// `POST /api/v1/help/requests/{id}/answer` as JSON (multipart: a recording in `audio`).
public struct HelpAnswerRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["text"]
  public var text: String
  public init(text: String) { self.text = text }
}

/// One call in a history.
public struct CallResponse: Codable, Sendable, Equatable {
  public var id: String
  /// Who called and who was called.
  public var from: String
  public var to: String
  /// `ringing`, `connected`, `ended` or `missed`.
  public var status: String
  public var createdAt: Date
  @Nullable public var connectedAt: Date?
  @Nullable public var endedAt: Date?
  public init(
    id: String, from: String, to: String, status: String, createdAt: Date, connectedAt: Date?, endedAt: Date?
  ) {
    self.id = id
    self.from = from
    self.to = to
    self.status = status
    self.createdAt = createdAt
    self.connectedAt = connectedAt
    self.endedAt = endedAt
  }
}

/// `GET /api/v1/help/history`: every request you sent (with whom it went to and their answers) and
/// every call you made or took, newest first.
public struct HelpHistoryResponse: Codable, Sendable, Equatable {
  public var requests: [HelpRequestResponse]
  public var calls: [CallResponse]
  public init(requests: [HelpRequestResponse], calls: [CallResponse]) {
    self.requests = requests
    self.calls = calls
  }
}

/// `POST /api/v1/calls`: ring one of your helpers.
public struct CallCreateRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["username"]
  public var username: String
  public init(username: String) { self.username = username }
}

/// A STUN or TURN server for `RTCPeerConnection` (`iceServers`); TURN credentials only for the call's two people.
public struct ICEServerResponse: Codable, Sendable, Equatable {
  public var urls: [String]
  @Nullable public var username: String?
  @Nullable public var credential: String?
  public init(urls: [String], username: String? = nil, credential: String? = nil) {
    self.urls = urls
    self.username = username
    self.credential = credential
  }
}

/// The answer of `POST /api/v1/calls`: the call, and the ICE servers to use (empty on one LAN).
public struct CallCreatedResponse: Codable, Sendable, Equatable {
  public var id: String
  public var to: String
  public var iceServers: [ICEServerResponse]
  public init(id: String, to: String, iceServers: [ICEServerResponse]) {
    self.id = id
    self.to = to
    self.iceServers = iceServers
  }
}

/// Who a turn of an analysis is from, when a person wrote it (`kind` `person`).
public struct TurnAuthorResponse: Codable, Sendable, Equatable {
  public var username: String
  public var kind: String
  public init(username: String, kind: String = "person") {
    self.username = username
    self.kind = kind
  }
}

/// The helpers part of `GET /api/v1/me/export`.
public struct HelpersExport: Codable, Sendable, Equatable {
  /// Both directions, as `GET /api/v1/helpers` lists them.
  public var helpers: HelpersResponse
  /// Every request you sent, with whom it went to (what they saw) and the answers.
  public var requests: [HelpRequestResponse]
  /// Requests you answered as a helper.
  public var answered: [HelpRequestResponse]
  public var calls: [CallResponse]
  public init(
    helpers: HelpersResponse, requests: [HelpRequestResponse], answered: [HelpRequestResponse],
    calls: [CallResponse]
  ) {
    self.helpers = helpers
    self.requests = requests
    self.answered = answered
    self.calls = calls
  }
}

/// The `expired` event of `GET /api/v1/help/events`: the request and the sentence the asker hears.
public struct HelpExpiredEvent: Codable, Sendable, Equatable {
  public var id: String
  public var analysisId: String
  public var message: String
  public init(id: String, analysisId: String, message: String) {
    self.id = id
    self.analysisId = analysisId
    self.message = message
  }
}

/// The `call` event of `GET /api/v1/help/events`: a call ringing, connected or over.
public struct CallEventResponse: Codable, Sendable, Equatable {
  public var id: String
  /// The caller's and the helper's usernames.
  public var from: String
  public var to: String
  /// `ringing`, `connected`, `ended` or `missed`.
  public var status: String
  /// What the person hears when it ended.
  public var message: String?
  public init(id: String, from: String, to: String, status: String, message: String? = nil) {
    self.id = id
    self.from = from
    self.to = to
    self.status = status
    self.message = message
  }
}
