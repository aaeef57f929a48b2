import Foundation
import VisorCore

/// The offline car check: which ImageNet classes are road vehicles, and the body type each stands for.
///
/// A photo counts as showing a vehicle when one of these classes is in the top 5 with at least 10 %,
/// or when all vehicle classes (and the car-part classes grille and car wheel) together reach 30 %.
enum VehicleClasses {
  /// ImageNet class name → body type.
  static let bodyTypes: [String: String] = [
    "sports car": "sports car", "convertible": "convertible", "minivan": "minivan", "pickup": "pickup truck",
    "limousine": "limousine", "cab": "taxi", "jeep": "off-roader", "beach wagon": "estate",
    "racer": "race car",
    "ambulance": "ambulance", "police van": "van", "moving van": "van", "trailer truck": "truck",
    "tow truck": "tow truck", "garbage truck": "garbage truck", "fire engine": "fire engine",
    "go-kart": "go-kart",
    "golfcart": "golf cart", "Model T": "vintage car", "recreational vehicle": "motorhome",
    "minibus": "minibus",
    "school bus": "bus", "trolleybus": "bus",
  ]
  /// Close-ups of part of a car: a vehicle, body type unknown.
  static let parts: Set<String> = ["car wheel", "grille"]

  static let topProbability = 0.10
  static let totalProbability = 0.30

  struct Verdict: Equatable {
    var found: Bool
    /// Summed probability of every vehicle and car-part class.
    var probability: Double
    /// The likeliest body type (nil when only car parts were seen).
    var bodyType: String?
    /// The classifier's probability of that body type (the car's "confidence"), nil without one.
    var bodyProbability: Double? = nil
  }

  /// Decides from the classifier's full (or long) prediction list.
  static func verdict(_ predictions: [Classification]) -> Verdict {
    let vehicles = predictions.filter { bodyTypes[$0.label] != nil || parts.contains($0.label) }
    let total = min(vehicles.reduce(0) { $0 + $1.confidence }, 1)
    let topFive = predictions.prefix(5).filter {
      (bodyTypes[$0.label] != nil || parts.contains($0.label)) && $0.confidence >= topProbability
    }
    let found = !topFive.isEmpty || total >= totalProbability
    let body = predictions.first { bodyTypes[$0.label] != nil }
    let named = found && (body?.confidence ?? 0) >= 0.05
    return Verdict(
      found: found, probability: total,
      bodyType: named ? body.flatMap { bodyTypes[$0.label] } : nil,
      bodyProbability: named ? body?.confidence : nil)
  }
}
