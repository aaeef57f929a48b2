import Foundation
import VisorCore

/// A page read for the document channel: paragraphs in reading order (lines joined, words broken by
/// a hyphen at a line end mended, paragraphs found from the line boxes) and framing guidance
/// measured from the text boxes.
///
/// ```swift
/// let page = DocumentReading(reading)
/// page.paragraphs   // ["Region-based segmentation", "Let us first determine markers of the coins …"]
/// page.guidance     // "The right edge of the page is cut off; move the phone back and a little to the right."
/// ```
public struct DocumentReading: Sendable, Equatable {
  public var paragraphs: [String]
  /// One sentence saying how to frame the page better, or nil when it is well framed.
  public var guidance: String?

  /// Text this close (fraction of the side) to an edge counts as cut off by it.
  static let edgeMargin = 0.015
  /// Lines sloping more than this (rise over run) mean a tilted page.
  static let tiltSlope = 0.09
  /// Lines lower than this fraction of the image height are too small to read well.
  static let smallLine = 0.012

  public init(_ reading: TextReading) {
    var paragraphs: [String] = []
    var previous: TextLine?
    for line in reading.lines {
      let text = line.text.trimmingCharacters(in: .whitespaces)
      guard !text.isEmpty else { continue }
      if let previous, Self.continues(previous, line), var last = paragraphs.popLast() {
        if last.hasSuffix("-"), let first = text.first, first.isLowercase {
          last.removeLast()
          last += text
        } else {
          last += " " + text
        }
        paragraphs.append(last)
      } else {
        paragraphs.append(text)
      }
      previous = line
    }
    self.paragraphs = paragraphs
    guidance = Self.guidance(reading)
  }

  /// Whether `next` goes on the paragraph of `line`: it starts below it, less than one line's height
  /// further down, and not indented or outdented by more than two line heights — measured on the
  /// boxes, because sparse-text segmentation makes every line a block of its own. A line ending in
  /// ".", "!", "?" or ":" that is much shorter than the one before also ends a paragraph.
  static func continues(_ line: TextLine, _ next: TextLine) -> Bool {
    let height = Double(max(line.box.height, next.box.height, 1))
    let gap = Double(next.box.y - (line.box.y + line.box.height))
    guard gap >= -0.5 * height, gap <= 1.0 * height else { return false }
    guard abs(Double(next.box.x - line.box.x)) <= 2 * height else { return false }
    if let last = line.text.last, ".!?:".contains(last), Double(line.box.width) < 0.7 * Double(next.box.width)
    {
      return false
    }
    return true
  }

  static func guidance(_ reading: TextReading, _ say: MessageCatalogue = .current) -> String? {
    let width = Double(reading.imageWidth)
    let height = Double(reading.imageHeight)
    guard width > 0, height > 0, !reading.lines.isEmpty else { return nil }
    let boxes = reading.lines.map(\.box)
    var cut: [String] = []
    if boxes.contains(where: { Double($0.x) <= edgeMargin * width }) { cut.append("left") }
    if boxes.contains(where: { Double($0.x + $0.width) >= (1 - edgeMargin) * width }) { cut.append("right") }
    if boxes.contains(where: { Double($0.y) <= edgeMargin * height }) { cut.append("top") }
    if boxes.contains(where: { Double($0.y + $0.height) >= (1 - edgeMargin) * height }) {
      cut.append("bottom")
    }
    if !cut.isEmpty {
      if cut.count >= 3 {
        return say.text("page.fills")
      }
      func edge(_ side: String) -> MessageArgument {
        .message(Message(MessageID(rawValue: "page.edge.\(side)")))
      }
      let towards = say.list(cut.map { say.text(MessageID(rawValue: "page.towards.\($0)")) })
      if cut == ["left", "right"] || cut == ["top", "bottom"] {
        return say.sentence("page.cut.opposite", ["first": edge(cut[0]), "second": edge(cut[1])])
      }
      if cut.count == 1 {
        return say.sentence("page.cut.one", ["edge": edge(cut[0]), "towards": .text(towards)])
      }
      return say.sentence(
        "page.cut.two", ["first": edge(cut[0]), "second": edge(cut[1]), "towards": .text(towards)])
    }
    let slopes = reading.lines.compactMap { line -> Double? in
      let run = line.lastWord.centreX - line.firstWord.centreX
      guard run > 0.2 * width else { return nil }
      return (line.lastWord.centreY - line.firstWord.centreY) / run
    }
    if !slopes.isEmpty {
      let slope = slopes.sorted()[slopes.count / 2]
      if abs(slope) > tiltSlope {
        // Text running downhill to the right: turn the phone clockwise to level it.
        return say.text(slope > 0 ? "page.tilted.clockwise" : "page.tilted.anticlockwise")
      }
    }
    let heights = reading.lines.map { Double($0.box.height) / height }.sorted()
    if heights[heights.count / 2] < smallLine {
      return say.text("page.small")
    }
    return nil
  }
}
