import Foundation
import VisorCore
import VisorLocal

/// A channel answered by another feature's service instead of a vision model (`mode=car` through
/// the garage's identification, `mode=cute` through the cute classifier): it reads the photo of
/// the last user message and streams that service's answer, so speech, SSE and the saved analysis
/// work as for any answer.
struct ServiceChannelModel: ChatModel {
  let id: String
  let answer: @Sendable (Data) async throws -> String

  func stream(_ messages: [ChatMessage], options: ChatOptions) -> AsyncThrowingStream<String, Error> {
    let (stream, continuation) = AsyncThrowingStream<String, Error>.makeStream()
    let photo = messages.reversed().lazy.compactMap { message in
      message.parts.reversed().lazy.compactMap { part -> Data? in
        if case .image(let data, _) = part { return data }
        return nil
      }.first
    }.first
    let answer = self.answer
    let task = Task {
      do {
        guard let photo else { throw VisorError(.missingField, Message("error.channel.photo")) }
        continuation.yield(try await answer(photo))
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    return stream
  }
}

/// The sentences of the car and cute channels.
enum ChannelWords {
  /// "Gray minivan; make and model need a vision model. Saved to your garage." — what was told,
  /// short, as the camera's Car mode says it.
  static func car(_ identification: Identification, _ say: MessageCatalogue = .current) -> String {
    guard identification.found, let record = identification.record else {
      return identification.message ?? RecognitionService.noCarMessage
    }
    let title = MessageArgument.text(record.title)
    let sentence: String
    if record.model == "local/imagenet" {
      sentence = say.text("car.told.offline", ["title": title])
    } else {
      let look = [record.fields["colourName"]?.stringValue, record.fields["bodyType"]?.stringValue]
        .compactMap { $0 }.joined(separator: " ")
      if !look.isEmpty, !record.title.lowercased().contains(look.lowercased()) {
        sentence = say.text(
          "car.told.look",
          ["title": title, "look": .text(say.articlesLabels ? SceneAnswer.withArticle(look) : look)])
      } else {
        sentence = say.text("car.told", ["title": title])
      }
    }
    return sentence + " " + say.text("car.saved")
  }

  /// "87% cute. Adorable!" — the Cute-o-meter's words (Web/js/gauge.js `cuteScore`).
  static func cute(_ predictions: [Classification], _ say: MessageCatalogue = .current) -> String {
    let value: Double
    if let cute = predictions.first(where: { $0.label.lowercased() == "cute" }) {
      value = cute.confidence
    } else if let notCute = predictions.first(where: { $0.label.lowercased() == "notcute" }) {
      value = 1 - notCute.confidence
    } else {
      value = predictions.first?.confidence ?? 0
    }
    let clamped = max(0, min(1, value))
    let verdict: MessageID =
      clamped >= 0.8
      ? "cute.verdict.adorable"
      : clamped >= 0.6 ? "cute.verdict.pretty" : clamped >= 0.4 ? "cute.verdict.kindOf" : "cute.verdict.not"
    return say.text(
      "cute.meter",
      ["percent": .number(Int((clamped * 100).rounded())), "verdict": .message(Message(verdict))])
  }
}
