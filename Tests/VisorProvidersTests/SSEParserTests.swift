import Foundation
import Testing
import VisorCore

@testable import VisorProviders

@Suite struct SSEParserTests {
  static let recorded = completionStream(["Hello", ", wörld", " — ✓ 🚗", "\nline two"])

  private func texts(_ messages: [ServerSentEventMessage]) -> String {
    messages.filter { !$0.isDone }.compactMap { message -> String? in
      guard let object = try? JSONSerialization.jsonObject(with: Data(message.data.utf8)) as? [String: Any],
        let choices = object["choices"] as? [[String: Any]],
        let delta = choices.first?["delta"] as? [String: Any]
      else { return nil }
      return delta["content"] as? String
    }.joined()
  }

  @Test func splittingTheStreamAtEveryByteBoundaryGivesTheSameText() {
    let bytes = Data(Self.recorded.utf8)
    var whole = SSEParser()
    let expected = texts(whole.feed(bytes))
    #expect(expected == "Hello, wörld — ✓ 🚗\nline two")
    for cut in 1..<bytes.count {
      var parser = SSEParser()
      let messages = parser.feed(bytes.prefix(cut)) + parser.feed(bytes.suffix(from: cut))
      #expect(texts(messages) == expected, "cut at byte \(cut)")
      #expect(messages.last?.isDone == true, "cut at byte \(cut)")
    }
  }

  @Test func byteByByteFeedingGivesTheSameEvents() {
    let bytes = Data(Self.recorded.utf8)
    var parser = SSEParser()
    var messages: [ServerSentEventMessage] = []
    for byte in bytes { messages += parser.feed(Data([byte])) }
    var whole = SSEParser()
    #expect(messages == whole.feed(bytes))
  }

  @Test func commentsEventNamesMultiLineDataAndLineEndingsAreHandled() {
    let text =
      ": heartbeat\r\n\r\nevent: text\rdata: first\ndata:second\r\nid: 7\r\n\r\n:another comment\n\ndata\n\ndata: [DONE]\n\n"
    var parser = SSEParser()
    let messages = parser.feed(Data(text.utf8))
    #expect(
      messages == [
        ServerSentEventMessage(event: "text", data: "first\nsecond", id: "7"),
        ServerSentEventMessage(event: nil, data: "", id: "7"),
        ServerSentEventMessage(event: nil, data: "[DONE]", id: "7"),
      ])
    #expect(messages.last?.isDone == true)
  }

  @Test func aCarriageReturnAtAChunkEndWaitsForItsLineFeed() {
    var parser = SSEParser()
    #expect(parser.feed(Data("data: a\r".utf8)).isEmpty)
    // `\n` completes the `\r\n` pair: no extra empty line may dispatch early.
    #expect(parser.feed(Data("\n".utf8)).isEmpty)
    #expect(parser.feed(Data("\r\n".utf8)) == [ServerSentEventMessage(data: "a")])
  }

  @Test func finishFlushesAnUnterminatedLastEvent() {
    var parser = SSEParser()
    #expect(parser.feed(Data("data: tail".utf8)).isEmpty)
    #expect(parser.finish() == [ServerSentEventMessage(data: "tail")])
  }

  @Test func aByteOrderMarkAtTheStartIsIgnored() {
    var parser = SSEParser()
    #expect(parser.feed(Data([0xEF, 0xBB])).isEmpty)
    #expect(parser.feed(Data([0xBF]) + Data("data: x\n\n".utf8)) == [ServerSentEventMessage(data: "x")])
  }
}
