import Foundation
import Testing
import VisorAPI
import VisorCore

@testable import VisorFeatures

/// What a person meets (issue 15): one name for a car, a confidence that means what it says, and
/// spoken text cleaned for the ear.
@Suite struct PersonFacingTests {
  /// The classifier said minivan 0.46 with other vehicle classes summing to 0.81: the car's
  /// confidence is the 0.46 of the body type it names, not the sum.
  @Test func anOfflineCarsConfidenceIsTheBodyTypesProbability() {
    let verdict = VehicleClasses.verdict([
      Classification(label: "minivan", confidence: 0.46),
      Classification(label: "beach wagon", confidence: 0.2),
      Classification(label: "cab", confidence: 0.15),
      Classification(label: "dog sled", confidence: 0.1),
    ])
    #expect(verdict.found)
    #expect(verdict.bodyType == "minivan")
    #expect(verdict.bodyProbability == 0.46)
    #expect(abs(verdict.probability - 0.81) < 1e-9)
  }

  @Test func aCarHasOneTitleWithOnlyTheFirstLetterCapitalised() {
    #expect(
      CarResponse.title(brand: nil, model: nil, colourName: "gray", bodyType: "minivan") == "Gray minivan")
    #expect(
      CarResponse.title(brand: "Porsche", model: "911", colourName: "gray", bodyType: nil) == "Porsche 911")
    #expect(CarResponse.title(brand: nil, model: nil, colourName: nil, bodyType: nil) == "Car")
    #expect(
      CarTemplate.title(["colourName": .string("gray"), "bodyType": .string("minivan")]) == "Gray minivan")
  }

  @Test(arguments: [
    ("I can read 'OPEN / DAILY'.", "I can read 'OPEN, DAILY'."),
    ("Line one\nline two", "Line one, line two"),
    ("Colour hex #859fa9, gray.", "Colour, gray."),
    ("A gray minivan (#859fa9).", "A gray minivan."),
    ("Hello.\nWorld", "Hello. World"),
    ("Identified by local/imagenet.", "Identified."),
    ("Model id openai/gpt-4o-mini. A red car.", "A red car."),
    ("Speed 250 km/h", "Speed 250 km/h"),
  ])
  func spokenTextIsCleanedForTheEar(_ input: String, _ expected: String) {
    #expect(SpokenText.forEar(input) == expected)
  }
}
