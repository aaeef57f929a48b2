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
    // Issue 23 item 5: a guess below 50 % is not a confident name.
    #expect(
      CarResponse.title(
        brand: "Volkswagen", model: "Golf", colourName: "white", bodyType: "hatchback", confidence: 0.3)
        == "White hatchback (maybe a Volkswagen Golf, not sure)")
    #expect(
      CarResponse.title(brand: "Volkswagen", model: "Golf", colourName: nil, bodyType: nil, confidence: 0.49)
        == "Car (maybe a Volkswagen Golf, not sure)")
    #expect(
      CarResponse.title(
        brand: "Volkswagen", model: "Golf", colourName: "white", bodyType: nil, confidence: 0.5)
        == "Volkswagen Golf")
    #expect(
      CarTemplate.title([
        "brand": .string("Fiat"), "model": .string("500"), "bodyType": .string("hatchback"),
        "confidence": .number(0.2),
      ]) == "Hatchback (maybe a Fiat 500, not sure)")
    // The wire type's copy and the server's say the same for every kind of car.
    for brand in [nil, "Fiat"] as [String?] {
      for colour in [nil, "red"] as [String?] {
        for confidence in [nil, 0.2, 0.5, 0.9] as [Double?] {
          #expect(
            CarResponse.title(
              brand: brand, model: "500", colourName: colour, bodyType: "hatchback", confidence: confidence)
              == CarTitle.make(
                brand: brand, model: "500", colourName: colour, bodyType: "hatchback", confidence: confidence)
          )
        }
      }
    }
    #expect(
      CarTemplate.title(["colourName": .string("gray"), "bodyType": .string("minivan")]) == "Gray minivan")
  }

  @Test(arguments: [
    ("I can read 'OPEN / DAILY'.", "I can read 'OPEN, DAILY'."),
    ("Line one\nline two", "Line one line two"),
    ("Line one\nLine two", "Line one, Line two"),
    ("Colour hex #859fa9, gray.", "Colour, gray."),
    ("A gray minivan (#859fa9).", "A gray minivan."),
    ("Hello.\nWorld", "Hello. World"),
    ("Identified by local/imagenet.", "Identified."),
    ("Model id openai/gpt-4o-mini. A red car.", "A red car."),
    ("Speed 250 km/h", "Speed 250 kilometres per hour"),
    ("Open Settings → Models.", "Open Settings, then Models."),
    ("EAN-13 4006381333931.", "EAN-13 4 0 0 6, 3 8 1 3, 3 3 9 3 1."),
    ("It costs €3.99, about £3.", "It costs 3.99 euros, about 3 pounds."),
    ("It is 21°C outside.", "It is 21 degrees Celsius outside."),
    ("An infor-\nmation desk\nfor visitors.", "An information desk for visitors."),
    ("Version 1.2345678 and 12,345,678 stay numbers.", "Version 1.2345678 and 12,345,678 stay numbers."),
  ])
  func spokenTextIsCleanedForTheEar(_ input: String, _ expected: String) {
    #expect(SpokenText.forEar(input) == expected)
  }

  /// Issue 23 item 4: text read from a photo is shown and announced without " / " line marks.
  @Test(arguments: [
    ("FIRE\nEXIT", "FIRE EXIT"),
    ("Opening hours\nMon–Fri 9–5", "Opening hours, Mon–Fri 9–5"),
    ("The meeting starts at\nnine in the hall.", "The meeting starts at nine in the hall."),
    ("A well-known infor-\nmation desk.", "A well-known information desk."),
    ("Closed.\nBack soon", "Closed. Back soon"),
  ])
  func linesReadFromAPhotoAreJoinedWithoutSlashes(_ lines: String, _ expected: String) {
    #expect(SpokenText.joinedLines(lines) == expected)
  }
}
