import Foundation
import VisorCore

/// How much conversation a chat model takes: its context window and the part of it kept for the reply.
public struct ChatContextBudget: Sendable, Equatable {
  /// The model's whole context window, in tokens.
  public var contextTokens: Int
  /// Tokens kept free for the reply (also sent as `max_tokens`).
  public var replyTokens: Int
  /// Tokens the prompt may use.
  public var promptTokens: Int { max(contextTokens - replyTokens, 0) }

  public init(contextTokens: Int, replyTokens: Int) {
    self.contextTokens = contextTokens
    self.replyTokens = replyTokens
  }

  /// The local SmolLM2 worker runs with `--n_ctx 2048`.
  public static let localSmall = ChatContextBudget(contextTokens: 2048, replyTokens: 256)
  /// Remote models: a generous default well inside today's providers' windows.
  public static let remoteDefault = ChatContextBudget(contextTokens: 32_768, replyTokens: 2048)

  /// The budget for a registered model: its own when it declares one, else by where it runs.
  public static func of(_ model: any ChatModel, id: String) -> ChatContextBudget {
    if let declared = model as? any ChatContextDeclaring { return declared.contextBudget }
    return id.hasPrefix("local/") ? .localSmall : .remoteDefault
  }
}

/// A chat model that knows its context window (tests use it for a tiny one).
public protocol ChatContextDeclaring: Sendable {
  var contextBudget: ChatContextBudget { get }
}

/// Fits a conversation into a model's context: keeps the system note and the newest messages that fit,
/// drops the oldest first, and says so in the system note.
///
/// Tokens are estimated, not counted: about four characters per token plus a few tokens of framing per
/// message, and a flat cost per image — cautious enough that a trimmed request never fails at the
/// provider for length.
///
/// ```swift
/// let fitted = try ChatContext.fit(system: note, history: messages, budget: .localSmall)
/// ```
public enum ChatContext {
  /// Framing tokens per message (role markers, separators).
  public static let messageOverhead = 8
  /// What an attached image is assumed to cost (OpenAI's high-detail tiles run to ~765).
  public static let imageTokens = 800
  /// The sentence added when older messages were left out.
  public static let trimmedNote = "Earlier messages were left out to fit the model's context."

  /// The estimated tokens of a text: about four characters each, rounded up.
  public static func estimate(_ text: String) -> Int { (text.count + 3) / 4 }

  /// The estimated tokens of one message with its framing and images.
  public static func estimate(_ message: ChatMessage) -> Int {
    var tokens = messageOverhead
    for part in message.parts {
      switch part {
      case .text(let text): tokens += estimate(text)
      case .image: tokens += imageTokens
      }
    }
    return tokens
  }

  public struct Fitted: Sendable, Equatable {
    /// What to send: a system message (if any), then the kept history, oldest first.
    public var messages: [ChatMessage]
    /// How many of the oldest history messages were left out.
    public var dropped: Int
    public var estimatedTokens: Int
  }

  /// Keeps the system note and the newest messages within `budget.promptTokens`.
  ///
  /// Throws `VisorError` `.messageTooLong` when even the newest message alone does not fit.
  public static func fit(system: String?, history: [ChatMessage], budget: ChatContextBudget) throws -> Fitted
  {
    let limit = budget.promptTokens
    let withNote = [system, trimmedNote].compactMap { $0 }.joined(separator: "\n\n")
    let fullSystemCost = system.map { estimate(ChatMessage(role: .system, text: $0)) } ?? 0
    let trimmedSystemCost = estimate(ChatMessage(role: .system, text: withNote))

    let total = fullSystemCost + history.reduce(0) { $0 + estimate($1) }
    if total <= limit {
      let messages = (system.map { [ChatMessage(role: .system, text: $0)] } ?? []) + history
      return Fitted(messages: messages, dropped: 0, estimatedTokens: total)
    }

    // Newest first until the next one would not fit (the note is now part of the system message).
    var kept: [ChatMessage] = []
    var used = trimmedSystemCost
    for message in history.reversed() {
      let cost = estimate(message)
      guard used + cost <= limit else { break }
      kept.append(message)
      used += cost
    }
    // A reply to an assistant message alone makes no sense to most chat templates: start with a user turn.
    while let first = kept.last, first.role == .assistant, kept.count > 1 {
      kept.removeLast()
      used -= estimate(first)
    }
    guard !kept.isEmpty, let newest = history.last, kept.first == newest else {
      let newestCost = history.last.map(estimate) ?? 0
      throw VisorError(
        .messageTooLong,
        Message(
          "error.chat.tooManyTokens",
          [
            "tokens": .number(newestCost), "limit": .number(max(limit - trimmedSystemCost, 0)),
            "characters": .number(max(limit - trimmedSystemCost, 0) * 4),
          ])
      )
    }
    let messages = [ChatMessage(role: .system, text: withNote)] + kept.reversed()
    return Fitted(messages: messages, dropped: history.count - kept.count, estimatedTokens: used)
  }
}

/// Names a chat from its first message: the first six words, trimmed of punctuation, sentence-cased.
public enum ChatTitle {
  public static let maxWords = 6
  public static let maxLength = 60

  /// Nil when the text has no words (e.g. an image with no text).
  public static func automatic(from text: String) -> String? {
    let words = text.split(whereSeparator: { $0.isWhitespace }).prefix(maxWords).map(String.init)
    var title = words.joined(separator: " ")
    let trimSet = CharacterSet.punctuationCharacters.union(.symbols).union(.whitespaces)
      .subtracting(CharacterSet(charactersIn: "'’\")"))
    title = title.trimmingCharacters(in: trimSet)
    guard title.contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
    if title.count > maxLength {
      title = String(title.prefix(maxLength - 1)).trimmingCharacters(in: .whitespaces) + "…"
    }
    // Shouting is calmed down; otherwise only the first letter changes (names keep their capitals).
    let letters = title.filter(\.isLetter)
    if letters.count > 1, !letters.contains(where: \.isLowercase) { title = title.lowercased() }
    guard let first = title.first else { return nil }
    return first.uppercased() + title.dropFirst()
  }
}
