import Foundation

/// Wire types for cars, recognisers, records, classification and stats.

/// Any JSON value (a recogniser record's fields are typed by its template's schema).
public enum JSONValue: Codable, Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value):
      if value.rounded() == value, abs(value) < 1e15 {
        try container.encode(Int64(value))
      } else {
        try container.encode(value)
      }
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  public var stringValue: String? { if case .string(let s) = self { s } else { nil } }
  public var numberValue: Double? { if case .number(let n) = self { n } else { nil } }
  public var isNull: Bool { self == .null }
}

/// A car in the garage (`/api/v1/cars`): every field is present; unknown ones are `null` and named in
/// `unknownFields`. `colourHex` is measured from the photo, never taken from a model.
public struct CarResponse: Codable, Sendable, Equatable {
  public var id: String
  /// The one name of this car everywhere (web, CLI, stats): "Porsche 911 Carrera", else colour and
  /// body type ("Gray minivan"), else "Car".
  public var title: String
  @Nullable public var brand: String?
  /// The car's model name ("911 Carrera").
  @Nullable public var model: String?
  @Nullable public var generation: String?
  @Nullable public var yearFrom: Int?
  @Nullable public var yearTo: Int?
  @Nullable public var horsepowerHp: Int?
  @Nullable public var topSpeedKmh: Int?
  @Nullable public var zeroToHundredSeconds: Double?
  @Nullable public var cylinders: Int?
  @Nullable public var displacementCc: Int?
  @Nullable public var displacementLitres: Double?
  /// inline-3/4/5/6, flat-4, flat-6, V6, V8, V10, V12, W12, rotary, electric, unknown.
  @Nullable public var engineLayout: String?
  /// naturally aspirated, single turbo, twin-turbo, quad-turbo, supercharged, twincharged, electric, unknown.
  @Nullable public var aspiration: String?
  @Nullable public var colourName: String?
  @Nullable public var paintCode: String?
  /// `#rrggbb`, the photo's dominant colour.
  @Nullable public var colourHex: String?
  @Nullable public var bodyType: String?
  /// 0…1.
  @Nullable public var confidence: Double?
  /// The model that identified the car (`openai/gpt-4o`, or `local/imagenet` offline).
  public var modelId: String
  public var unknownFields: [String]
  public var imageUrl: String
  public var createdAt: Date

  public init(
    id: String, brand: String? = nil, model: String? = nil, generation: String? = nil, yearFrom: Int? = nil,
    yearTo: Int? = nil, horsepowerHp: Int? = nil, topSpeedKmh: Int? = nil,
    zeroToHundredSeconds: Double? = nil,
    cylinders: Int? = nil, displacementCc: Int? = nil, displacementLitres: Double? = nil,
    engineLayout: String? = nil, aspiration: String? = nil, colourName: String? = nil,
    paintCode: String? = nil,
    colourHex: String? = nil, bodyType: String? = nil, confidence: Double? = nil, modelId: String,
    unknownFields: [String], imageUrl: String, createdAt: Date, title: String? = nil
  ) {
    self.id = id
    self.title =
      title
      ?? Self.title(
        brand: brand, model: model, colourName: colourName, bodyType: bodyType, confidence: confidence)
    self.brand = brand
    self.model = model
    self.generation = generation
    self.yearFrom = yearFrom
    self.yearTo = yearTo
    self.horsepowerHp = horsepowerHp
    self.topSpeedKmh = topSpeedKmh
    self.zeroToHundredSeconds = zeroToHundredSeconds
    self.cylinders = cylinders
    self.displacementCc = displacementCc
    self.displacementLitres = displacementLitres
    self.engineLayout = engineLayout
    self.aspiration = aspiration
    self.colourName = colourName
    self.paintCode = paintCode
    self.colourHex = colourHex
    self.bodyType = bodyType
    self.confidence = confidence
    self.modelId = modelId
    self.unknownFields = unknownFields
    self.imageUrl = imageUrl
    self.createdAt = createdAt
  }

  /// "Porsche 911 Carrera", else "Gray minivan" (only the first letter capitalised), else "Car"; a
  /// name guessed below 0.5 confidence is not the title: "White hatchback (maybe a Volkswagen Golf, not
  /// sure)". The server's `CarTitle` (VisorCore, which this module does not import) says the same;
  /// `PersonFacingTests` holds the two equal.
  public static func title(
    brand: String?, model: String?, colourName: String?, bodyType: String?, confidence: Double? = nil
  ) -> String {
    let name = [brand, model].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    // A body type is a common noun, said in sentence case whatever a provider sends ("Pickup Truck"
    // → "pickup truck"; capitals such as SUV stay); a colour may be a paint's own name.
    let body = bodyType.map {
      $0.split(separator: " ").map { word in
        word.count > 1 && word.allSatisfy(\.isUppercase) ? String(word) : word.lowercased()
      }.joined(separator: " ")
    }
    let lookWords = [colourName, body].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    let look = lookWords.isEmpty ? "Car" : lookWords.prefix(1).uppercased() + lookWords.dropFirst()
    if name.isEmpty { return look }
    if let confidence, confidence < 0.5 { return "\(look) (maybe a \(name), not sure)" }
    return name
  }
}

/// `POST /api/v1/cars/identify`: `{"found":true,"car":{…},"message":…}` or `{"found":false,"car":null,"message":"…"}`.
public struct CarIdentifyResponse: Codable, Sendable, Equatable {
  public var found: Bool
  @Nullable public var car: CarResponse?
  /// What could not be told and why (offline: a vision provider is needed for make and model).
  @Nullable public var message: String?
  public init(found: Bool, car: CarResponse?, message: String?) {
    self.found = found
    self.car = car
    self.message = message
  }
}

/// A saved recogniser result (`/api/v1/records`).
public struct RecordResponse: Codable, Sendable, Equatable {
  public var id: String
  public var recognizer: String
  public var title: String
  /// Every field of the template's schema; unknown ones are `null`.
  public var fields: [String: JSONValue]
  public var unknownFields: [String]
  @Nullable public var confidence: Double?
  public var modelId: String
  public var imageUrl: String
  public var createdAt: Date
  public init(
    id: String, recognizer: String, title: String, fields: [String: JSONValue], unknownFields: [String],
    confidence: Double?, modelId: String, imageUrl: String, createdAt: Date
  ) {
    self.id = id
    self.recognizer = recognizer
    self.title = title
    self.fields = fields
    self.unknownFields = unknownFields
    self.confidence = confidence
    self.modelId = modelId
    self.imageUrl = imageUrl
    self.createdAt = createdAt
  }
}

/// `POST /api/v1/recognizers/{name}/identify`.
public struct RecordIdentifyResponse: Codable, Sendable, Equatable {
  public var found: Bool
  @Nullable public var record: RecordResponse?
  @Nullable public var message: String?
  public init(found: Bool, record: RecordResponse?, message: String?) {
    self.found = found
    self.record = record
    self.message = message
  }
}

/// A recogniser template (`GET /api/v1/recognizers`).
public struct RecognizerResponse: Codable, Sendable, Equatable {
  public var name: String
  public var title: String
  public var prompt: String
  /// JSON Schema text.
  public var jsonSchema: String
  @Nullable public var titleField: String?
  public var builtIn: Bool
  public var createdAt: Date
  public init(
    name: String, title: String, prompt: String, jsonSchema: String, titleField: String?, builtIn: Bool,
    createdAt: Date
  ) {
    self.name = name
    self.title = title
    self.prompt = prompt
    self.jsonSchema = jsonSchema
    self.titleField = titleField
    self.builtIn = builtIn
    self.createdAt = createdAt
  }
}

/// `POST /api/v1/recognizers` (admin): `jsonSchema` is JSON Schema text of an object whose properties
/// are strings, numbers, integers or booleans (with `enum`, `minimum`, `maximum`, `minLength`, `maxLength`).
public struct CreateRecognizerRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["name", "title", "prompt", "jsonSchema", "titleField"]
  public var name: String
  public var title: String
  public var prompt: String
  public var jsonSchema: String
  public var titleField: String?
  public init(name: String, title: String, prompt: String, jsonSchema: String, titleField: String? = nil) {
    self.name = name
    self.title = title
    self.prompt = prompt
    self.jsonSchema = jsonSchema
    self.titleField = titleField
  }
}

/// `POST /api/v1/classify`.
public struct ClassifyResponse: Codable, Sendable, Equatable {
  public struct Prediction: Codable, Sendable, Equatable {
    /// The classifier's own label: ImageNet's English class name, `cute` / `notcute`, a custom
    /// classifier's label. Stable; compare with this.
    public var label: String
    public var confidence: Double
    /// The label in words the person reads, in their language: "gato egipcio", "süß", "не милое"
    /// (a custom classifier's label as given).
    public var name: String?
    public init(label: String, confidence: Double, name: String? = nil) {
      self.label = label
      self.confidence = confidence
      self.name = name
    }
  }
  public var model: String
  public var predictions: [Prediction]
  public init(model: String, predictions: [Prediction]) {
    self.model = model
    self.predictions = predictions
  }
}

/// A custom classifier (`POST /api/v1/classifiers`, `visor models add-classifier`).
public struct ClassifierResponse: Codable, Sendable, Equatable {
  /// `custom/<name>`.
  public var id: String
  public var name: String
  public var labels: [String]
  public var inputSize: Int
  public var resize: Int
  public var mean: [Double]
  public var std: [Double]
  public var createdAt: Date
  public init(
    id: String, name: String, labels: [String], inputSize: Int, resize: Int, mean: [Double], std: [Double],
    createdAt: Date
  ) {
    self.id = id
    self.name = name
    self.labels = labels
    self.inputSize = inputSize
    self.resize = resize
    self.mean = mean
    self.std = std
    self.createdAt = createdAt
  }
}

/// `GET /api/v1/stats`: counts per feature, favourites and the ten most recent items.
public struct StatsResponse: Codable, Sendable, Equatable {
  public struct Counts: Codable, Sendable, Equatable {
    public var analyses: Int
    public var cars: Int
    /// Results of recognisers other than the car.
    public var records: Int
    /// `null` when this Visor has no chats.
    @Nullable public var chats: Int?
    /// `null` when this Visor has no image gallery.
    @Nullable public var images: Int?
    public init(analyses: Int, cars: Int, records: Int, chats: Int?, images: Int?) {
      self.analyses = analyses
      self.cars = cars
      self.records = records
      self.chats = chats
      self.images = images
    }
  }
  public struct Favorites: Codable, Sendable, Equatable {
    @Nullable public var chats: Int?
    @Nullable public var images: Int?
    /// The sum over features that have favourites.
    public var total: Int
    public init(chats: Int?, images: Int?, total: Int) {
      self.chats = chats
      self.images = images
      self.total = total
    }
  }
  public struct Activity: Codable, Sendable, Equatable {
    /// `analysis`, `car`, `record`, `chat` or `image`.
    public var type: String
    public var id: String
    public var title: String
    public var createdAt: Date
    public init(type: String, id: String, title: String, createdAt: Date) {
      self.type = type
      self.id = id
      self.title = title
      self.createdAt = createdAt
    }
  }
  public var counts: Counts
  public var favorites: Favorites
  public var recent: [Activity]
  public init(counts: Counts, favorites: Favorites, recent: [Activity]) {
    self.counts = counts
    self.favorites = favorites
    self.recent = recent
  }
}

/// A crop box in fractions (0…1) of the upright photo: `x`, `y` top-left, `width`, `height`.
public struct CropBoxRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["x", "y", "width", "height"]
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// JSON form of `POST /api/v1/cars/identify` and `/api/v1/recognizers/{name}/identify`
/// (multipart takes `image`, `crop` as this object's JSON text, and `model`).
public struct IdentifyRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["imageBase64", "crop", "model"]
  public var imageBase64: String
  public var crop: CropBoxRequest?
  public var model: String?
  public init(imageBase64: String, crop: CropBoxRequest? = nil, model: String? = nil) {
    self.imageBase64 = imageBase64
    self.crop = crop
    self.model = model
  }
}

/// JSON form of `POST /api/v1/classify` (multipart takes `image` and `model`).
public struct ClassifyRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["imageBase64", "model"]
  public var imageBase64: String
  public var model: String?
  public init(imageBase64: String, model: String? = nil) {
    self.imageBase64 = imageBase64
    self.model = model
  }
}
