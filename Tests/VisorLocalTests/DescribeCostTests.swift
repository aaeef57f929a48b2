import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// The offline describe's cost (issue 23 item 8) without changing what it says: a part that describe
/// skips or gates must give the same sentences as when it always runs, on every photo of the
/// question bank.
@Suite(.enabled(if: SceneFixtures.canRunModelTests && HonestySet.installed), .serialized)
struct DescribeCostTests {
  /// The cat-face cascade runs only where a cat face can change the answer (the classifier sees some
  /// cat, or a person or face was found): describe says the same on the bank's photos as with the
  /// cascade on every photo, and the cascade is skipped on most of them.
  @Test func catFacesRunOnlyWhereTheyCanChangeTheAnswer() async throws {
    let bank = try QuestionBank.load()
    #expect(bank.photos.count >= 30)
    let analyzer = SceneFixtures.analyzer
    let gated = ChannelAnswer.parts(for: .describe)
    #expect(gated.contains(.tellingCatFaces) && !gated.contains(.catFaces))
    var skipped = 0
    var catFacesSkipped: [String] = []
    for (name, photo) in bank.photos.sorted(by: { $0.key < $1.key }) {
      let jpeg = try photo.data()
      let always = try await analyzer.analyze(jpeg: jpeg, parts: gated.union([.catFaces]))
      let facts = try await analyzer.analyze(jpeg: jpeg, parts: gated)
      #expect(
        SceneAnswer.describe(facts) == SceneAnswer.describe(always),
        "\(name): \(SceneAnswer.describe(facts)) vs \(SceneAnswer.describe(always))")
      if !SceneAnalyzer.catFacesCanTell(facts) {
        skipped += 1
        #expect(facts.catFaceCount == 0, "\(name): the cascade ran where it cannot tell")
        if always.catFaceCount > 0 { catFacesSkipped.append(name) }
      } else {
        #expect(facts.catFaceCount == always.catFaceCount, "\(name)")
      }
    }
    print(
      "[describe-cost] cat faces skipped on \(skipped)/\(bank.photos.count) bank photos; "
        + "faces found there and not needed: \(catFacesSkipped)")
    #expect(skipped * 2 > bank.photos.count, "the cascade still runs on most photos")
  }

  /// The gate itself: a cat-like classifier output, a person or a face opens it; a missing
  /// classifier always does.
  @Test func theGateOpensOnCatsPeopleAndFaces() {
    var facts = SceneFacts()
    #expect(SceneAnalyzer.catFacesCanTell(facts))  // no classifier output
    facts.scores = ClassScores(probabilities: [1], labels: ["tench"])
    #expect(!SceneAnalyzer.catFacesCanTell(facts))
    facts.catProbability = SceneAnalyzer.catFaceGate
    #expect(SceneAnalyzer.catFacesCanTell(facts))
    facts.catProbability = 0
    facts.faceCount = 1
    #expect(SceneAnalyzer.catFacesCanTell(facts))
  }
}
