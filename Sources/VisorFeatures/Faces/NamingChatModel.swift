import Foundation
import VisorCore
import VisorLocal
import VisorStore

/// Adds the sentences that name the user's taught faces after any model's answer (describe and
/// people modes): shown, spoken and saved with the answer like the rest of it. The names are
/// computed here, never sent to the model or a provider; the face work runs while the model answers.
struct NamingChatModel: ChatModel {
  let inner: any ChatModel
  let names: @Sendable () async -> [String]

  var id: String { inner.id }

  func stream(_ messages: [ChatMessage], options: ChatOptions) -> AsyncThrowingStream<String, Error> {
    AsyncThrowingStream { continuation in
      let task = Task {
        async let named = names()
        do {
          var last = ""
          for try await delta in inner.stream(messages, options: options) {
            if !delta.isEmpty { last = delta }
            continuation.yield(delta)
          }
          let sentences = await named
          if !sentences.isEmpty {
            let joiner = last.last.map { $0.isWhitespace } == true ? "" : " "
            continuation.yield(joiner + sentences.joined(separator: " "))
          }
          continuation.finish()
        } catch {
          _ = await named
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

extension FacesService {
  /// The modes whose answers name taught faces.
  static let namingModes: Set<AnalysisMode> = [.describe, .people]

  /// `chat`, answering with the taught faces named after it when the mode says who is there and
  /// the user taught faces; otherwise `chat` itself.
  package func naming(_ chat: any ChatModel, mode: AnalysisMode, photo jpeg: Data, user: User) async
    -> any ChatModel
  {
    guard enabled, embedder != nil, Self.namingModes.contains(mode),
      (try? await store.knownItemCount(userID: user.id, kind: .face)) ?? 0 > 0
    else { return chat }
    let service = self
    return NamingChatModel(inner: chat) { await service.sentences(photo: jpeg, user: user) }
  }
}

/// Answers `mode=find&target=NAME` with where the taught thing is ("I see your keys at 2 o'clock,
/// near.") or "I don't see your keys." — computed on this server from the thing's features.
struct FindingChatModel: ChatModel {
  let answer: @Sendable () async throws -> String
  var id: String { "local/find" }

  func stream(_ messages: [ChatMessage], options: ChatOptions) -> AsyncThrowingStream<String, Error> {
    AsyncThrowingStream { continuation in
      let task = Task {
        do {
          continuation.yield(try await answer())
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

extension FacesService {
  /// The model that answers a find: where `thing` is in the photo.
  package func finding(_ thing: KnownItem, photo jpeg: Data) -> any ChatModel {
    let service = self
    return FindingChatModel { try await service.find(thing, photo: jpeg) }
  }
}

extension FacesService {
  /// Live describe and people: the sentences naming taught faces in a frame (none in other channels).
  /// `detected` is the scene engine's people detection of the same frame, when it ran: its faces are
  /// named without running the detectors a second time.
  func liveSentences(frame: Data, mode: AnalysisMode, user: User, detected: PeopleDetection? = nil) async
    -> [String]
  {
    guard Self.namingModes.contains(mode) else { return [] }
    return await sentences(photo: frame, user: user, detected: detected)
  }
}
