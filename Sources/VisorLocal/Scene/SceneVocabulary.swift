import Foundation
import VisorCore

/// A thing a question can ask about, and the channel that measures it: ImageNet classes summed
/// (a group such as "dog" is the sum of its breeds), or a detector that counts (people, faces, codes).
///
/// Groups follow WordNet's hypernyms over the ImageNet-1k indices: a squirrel (335) is a rodent, a
/// mammal and an animal, never a cat; "animal" holds every class from 0 to 397. Any other ImageNet
/// class is matched by its own name (`SceneVocabulary.leafClasses`).
public struct SceneConcept: Sendable, Hashable {
  /// Also the catalogue's noun: `thing.<id>`.
  public let id: String
  /// Every way a question names it, singular and plural, lower-case.
  public let words: [String]
  /// The ImageNet classes it covers.
  public let classes: [ClosedRange<Int>]
  /// What counts it, when something does.
  public let counter: Counter?

  public enum Counter: String, Sendable, Hashable { case people, faces, codes }

  init(_ id: String, _ words: [String], _ classes: [ClosedRange<Int>] = [], counter: Counter? = nil) {
    self.id = id
    self.words = words
    self.classes = classes
    self.counter = counter
  }

  public var noun: MessageID { MessageID(rawValue: "thing.\(id)") }
  /// A concept the classifier measures (not one a detector counts).
  public var isClassified: Bool { counter == nil && !classes.isEmpty }

  public func contains(_ index: Int) -> Bool { classes.contains { $0.contains(index) } }

  /// The concept's share of the classifier's probability.
  public func probability(_ probabilities: [Float]) -> Double {
    var total = 0.0
    for range in classes {
      for i in range where i < probabilities.count { total += Double(probabilities[i]) }
    }
    return total
  }
}

/// The offline engine's vocabulary for questions.
public enum SceneVocabulary {
  static func r(_ values: Int...) -> [ClosedRange<Int>] { values.map { $0...$0 } }

  static let dogs: [ClosedRange<Int>] = [ImageNetLabels.dogs]
  static let cats: [ClosedRange<Int>] = [ImageNetLabels.cats]
  static let birds: [ClosedRange<Int>] = [7...24, 80...100, 127...146]
  static let fishes: [ClosedRange<Int>] = [0...6, 389...397]
  static let mammals: [ClosedRange<Int>] = [101...106, 147...150, 151...299, 330...388]
  static let cars: [ClosedRange<Int>] =
    (Array(ImageNetLabels.carBodyTypes.keys) + Array(ImageNetLabels.carParts)).sorted().map { $0...$0 }
  static let trucks = r(555, 569, 675, 717, 734, 864, 867)
  static let buses = r(654, 779, 874)
  static let bicycles = r(444, 671)
  static let motorbikes = r(665, 670)
  static let trains = r(466, 547, 565, 705, 820, 829)
  static let boats = r(472, 484, 510, 554, 576, 625, 628, 724, 780, 814, 833, 871, 914)
  static let aircraft = r(404, 895, 908)

  /// Longer phrases first where they overlap ("big cat" before "cat", "sports car" is a leaf).
  public static let concepts: [SceneConcept] = [
    SceneConcept(
      "person",
      [
        "person", "persons", "people", "man", "men", "woman", "women", "child", "children", "kid", "kids",
        "boy", "boys", "girl", "girls", "human", "humans", "someone", "somebody", "anyone", "anybody",
        "adult", "adults", "baby", "babies", "pedestrian", "pedestrians",
      ], counter: .people),
    SceneConcept("face", ["face", "faces"], counter: .faces),
    SceneConcept(
      "code",
      [
        "qr code", "qr codes", "qr", "barcode", "barcodes", "bar code", "bar codes", "code", "codes",
      ], counter: .codes),
    SceneConcept("bigCat", ["big cat", "big cats", "wild cat", "wild cats"], [286...293]),
    SceneConcept(
      "dog", ["dog", "dogs", "puppy", "puppies", "pup", "pups", "doggy", "doggie", "hound", "hounds"], dogs),
    SceneConcept("wolf", ["wolf", "wolves"], [269...271]),
    SceneConcept("fox", ["fox", "foxes"], [277...280]),
    SceneConcept("canine", ["canine", "canines"], [151...280]),
    SceneConcept("cat", ["cat", "cats", "kitten", "kittens", "kitty", "kitties", "pussycat", "moggy"], cats),
    SceneConcept("feline", ["feline", "felines"], [281...293]),
    SceneConcept("bear", ["bear", "bears"], [294...297]),
    SceneConcept("bird", ["bird", "birds"], birds),
    SceneConcept("fish", ["fish", "fishes"], fishes),
    SceneConcept("snake", ["snake", "snakes", "serpent", "serpents"], [52...68]),
    SceneConcept("lizard", ["lizard", "lizards"], [38...48]),
    SceneConcept("turtle", ["turtle", "turtles", "tortoise", "tortoises"], [33...37]),
    SceneConcept("reptile", ["reptile", "reptiles"], [33...68]),
    SceneConcept("frog", ["frog", "frogs", "toad", "toads"], [30...32]),
    SceneConcept("butterfly", ["butterfly", "butterflies"], [321...326]),
    SceneConcept("insect", ["insect", "insects", "bug", "bugs"], [300...326]),
    SceneConcept("spider", ["spider", "spiders"], [72...77]),
    SceneConcept("rabbit", ["rabbit", "rabbits", "bunny", "bunnies", "hare", "hares"], [330...332]),
    SceneConcept("squirrel", ["squirrel", "squirrels"], r(335)),
    SceneConcept("rodent", ["rodent", "rodents"], [333...338]),
    SceneConcept("horse", ["horse", "horses", "pony", "ponies"], r(339, 603)),
    SceneConcept("zebra", ["zebra", "zebras"], r(340)),
    SceneConcept("pig", ["pig", "pigs", "hog", "hogs", "boar", "boars"], [341...343]),
    SceneConcept(
      "cow", ["cow", "cows", "cattle", "ox", "oxen", "bull", "bulls", "bison", "buffalo"], [345...347]),
    SceneConcept("sheep", ["sheep", "ram", "rams", "lamb", "lambs", "goat", "goats"], [348...350]),
    SceneConcept("monkey", ["monkey", "monkeys", "ape", "apes", "primate", "primates"], [365...384]),
    SceneConcept("elephant", ["elephant", "elephants"], r(101, 385, 386)),
    SceneConcept("panda", ["panda", "pandas"], [387...388]),
    SceneConcept("pet", ["pet", "pets"], dogs + cats + [330...333, 338...338]),
    SceneConcept("mammal", ["mammal", "mammals"], mammals),
    SceneConcept(
      "animal",
      [
        "animal", "animals", "creature", "creatures", "wildlife", "beast", "beasts",
      ], [0...397]),
    SceneConcept("car", ["car", "cars", "automobile", "automobiles"], cars),
    SceneConcept("truck", ["truck", "trucks", "lorry", "lorries"], trucks),
    SceneConcept("bus", ["bus", "buses", "busses", "coach"], buses),
    SceneConcept("bicycle", ["bicycle", "bicycles", "bike", "bikes", "cycle"], bicycles),
    SceneConcept(
      "motorbike",
      [
        "motorcycle", "motorcycles", "motorbike", "motorbikes", "scooter", "scooters", "moped", "mopeds",
      ], motorbikes),
    SceneConcept("train", ["train", "trains", "locomotive", "tram", "trams"], trains),
    SceneConcept("boat", ["boat", "boats", "ship", "ships"], boats),
    SceneConcept(
      "aircraft", ["plane", "planes", "aeroplane", "airplane", "aircraft", "jet", "jets"], aircraft),
    SceneConcept(
      "vehicle", ["vehicle", "vehicles"],
      cars + trucks + buses + bicycles + motorbikes + trains + boats + aircraft),
    SceneConcept("apple", ["apple", "apples"], r(948)),
    SceneConcept("fruit", ["fruit", "fruits"], [948...957]),
    SceneConcept("vegetable", ["vegetable", "vegetables", "veg", "veggies"], [936...945]),
    SceneConcept("food", ["food", "meal", "dish", "snack"], [923...969]),
    SceneConcept("flower", ["flower", "flowers"], [985...986]),
  ]

  static let byWord: [String: SceneConcept] = {
    var out: [String: SceneConcept] = [:]
    for concept in concepts { for word in concept.words where out[word] == nil { out[word] = concept } }
    return out
  }()

  public static func concept(id: String) -> SceneConcept? { concepts.first { $0.id == id } }

  /// The concept named in `words` (normalised, lower-case), the longest phrase first.
  static func find(in words: [String]) -> (concept: SceneConcept, at: Range<Int>)? {
    for length in [2, 1] where words.count >= length {
      for start in 0...(words.count - length) {
        let phrase = words[start..<(start + length)].joined(separator: " ")
        if let concept = byWord[phrase] { return (concept, start..<(start + length)) }
      }
    }
    return nil
  }

  /// The ImageNet classes a name matches by itself ("banana", "sports car", "beagle", "bananas"):
  /// compared with each class's display name and each comma-separated synonym of its raw label.
  public static func leafClasses(named phrase: String, labels: [String]) -> [Int] {
    let wanted = phrase.lowercased()
    let forms = Set([wanted, singular(wanted)])
    var found: [Int] = []
    for (index, raw) in labels.enumerated() {
      let names =
        [ImageNetLabels.displayName(raw, index: index)]
        + raw.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      if names.contains(where: { forms.contains(SceneQuestion.normalise($0)) }) { found.append(index) }
    }
    return found
  }

  static func singular(_ word: String) -> String {
    if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
    if word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") {
      return String(word.dropLast(2))
    }
    if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 3 { return String(word.dropLast()) }
    return word
  }
}

/// The classifier's whole output kept beside the facts, so a question can sum any group of classes.
public struct ClassScores: Sendable, Equatable, Codable {
  public var probabilities: [Float]
  public var labels: [String]
  public init(probabilities: [Float], labels: [String]) {
    self.probabilities = probabilities
    self.labels = labels
  }

  public func probability(of classes: [Int]) -> Double {
    classes.reduce(0.0) { $0 + ($1 < probabilities.count ? Double(probabilities[$1]) : 0) }
  }

  /// The most probable class, its clean name and probability.
  public func top(in concept: SceneConcept) -> Classification? {
    var best: Int?
    for range in concept.classes {
      for i in range where i < probabilities.count && i < labels.count {
        if best == nil || probabilities[i] > probabilities[best!] { best = i }
      }
    }
    guard let best else { return nil }
    return Classification(
      label: ImageNetLabels.displayName(labels[best], index: best), confidence: Double(probabilities[best]))
  }

  /// The index of the most probable class.
  public var topIndex: Int? { probabilities.indices.max { probabilities[$0] < probabilities[$1] } }
}
