import Foundation
import Synchronization
import VisorCore
import VisorMedia

/// What the offline engine can measure in a photo. Every field comes from a model or a measurement;
/// nothing is guessed. A piece that is not installed or was not asked for leaves its field empty
/// and is named in `unavailable`.
public struct SceneFacts: Sendable, Equatable, Codable {
  /// ImageNet top-5 (clean names), best first; empty when the classifier is unavailable.
  public var labels: [Classification]
  /// Total probability of the domestic dog classes (ImageNet 151–268).
  public var dogProbability: Double
  /// Total probability of the domestic cat classes (ImageNet 281–285).
  public var catProbability: Double
  /// The most probable dog breed and its probability (when the classifier ran).
  public var likeliestDog: Classification?
  /// The most probable domestic cat class and its probability.
  public var likeliestCat: Classification?
  /// Total probability of the car classes (`ImageNetLabels.carBodyTypes`, plus grille and car wheel).
  public var carProbability: Double
  /// The most probable car body class, named as a body type ("sports car", "estate", "pickup truck").
  public var likeliestCarBody: Classification?
  /// Total probability of the cuddly-animal classes (see `CuteClassifier`).
  public var cuddlyProbability: Double
  /// Text read with confidence, or nil when no real words were found.
  public var text: TextReading?
  /// The text detector found writing the recogniser cannot read as English (another script:
  /// Cyrillic, Arabic, Devanagari …): said as such, never as garbage and never silently dropped.
  public var unreadableWriting = false
  /// Writing in a script other than the person's language expects, with what it says when a reader
  /// for it is installed (decision 047).
  public var foreignWriting: ForeignWriting?
  /// The tesseract pack the person's language needs and that is not installed (decision 047).
  public var missingReadingPack: String?
  /// Frontal faces found above the calibrated face threshold.
  public var faceCount: Int
  /// People seen (a standing body, or a face above the calibrated threshold), left to right.
  public var people: [PersonSighting] = []
  /// What the perception worker's detectors found, in the pixels of the image analysed (`width` ×
  /// `height`), when they ran: the faces live naming embeds without detecting them again.
  public var peopleDetection: PeopleDetection? = nil
  /// Barcodes and QR codes decoded.
  public var barcodes: [DecodedBarcode] = []
  /// Barcode-like regions seen but not decoded (only looked for in the barcode channel).
  public var unreadableBarcodes: Int = 0
  /// The subject's colours, measured where the saliency map and the centre agree; empty when the
  /// subject does not stand out (then only the picture's colours are said).
  public var subjectColours: [NamedColour] = []
  /// `subjectColours` without the colour the region shares with the background around it (what a
  /// colour question says).
  public var subjectOwnColours: [NamedColour] = []
  /// The colour at the centre of the frame, with lightness ("dark red").
  public var centreColour: NamedColour?
  /// How bright the photo is and where the light comes from.
  public var light: LightReading?
  /// How sharp the photo is: the variance of the Laplacian of a 640 px gray copy (measured with the
  /// light); below ``Sharpness/blurred`` it is too blurred to read.
  public var sharpness: Double? = nil
  /// Frontal cat faces found.
  public var catFaceCount: Int
  /// The detector found writing that is too blurred to read (its region's sharpness is below
  /// ``Sharpness/blurred``): said as blurred, never as a script it cannot read.
  public var blurredWriting = false
  /// The classifier's whole output, for questions about any group of classes (`SceneVocabulary`).
  public var scores: ClassScores? = nil
  /// The classifier's output on the subject region alone (`Part.subjectCheck`): what the region whose
  /// colours are `subjectColours` shows.
  public var subjectScores: ClassScores? = nil
  /// The classifier's output on the photo with the subject region painted out (`Part.subjectCheck`).
  public var withoutSubjectScores: ClassScores? = nil
  /// Dominant named colours, largest share first.
  public var colours: [NamedColour]
  public var width: Int
  public var height: Int
  /// Pieces that could not run, e.g. `["classifier"]` when the model is not installed.
  public var unavailable: [String]

  public init(
    labels: [Classification] = [], dogProbability: Double = 0, catProbability: Double = 0,
    likeliestDog: Classification? = nil, likeliestCat: Classification? = nil, carProbability: Double = 0,
    likeliestCarBody: Classification? = nil,
    cuddlyProbability: Double = 0, text: TextReading? = nil, faceCount: Int = 0, catFaceCount: Int = 0,
    colours: [NamedColour] = [], width: Int = 0, height: Int = 0, unavailable: [String] = [],
    people: [PersonSighting] = [], barcodes: [DecodedBarcode] = [], subjectColours: [NamedColour] = [],
    centreColour: NamedColour? = nil, light: LightReading? = nil
  ) {
    self.people = people
    self.barcodes = barcodes
    self.subjectColours = subjectColours
    self.centreColour = centreColour
    self.light = light
    self.labels = labels
    self.dogProbability = dogProbability
    self.catProbability = catProbability
    self.likeliestDog = likeliestDog
    self.likeliestCat = likeliestCat
    self.carProbability = carProbability
    self.likeliestCarBody = likeliestCarBody
    self.cuddlyProbability = cuddlyProbability
    self.text = text
    self.faceCount = faceCount
    self.catFaceCount = catFaceCount
    self.colours = colours
    self.width = width
    self.height = height
    self.unavailable = unavailable
  }

  /// Which facts to compute.
  public enum Part: String, Sendable, CaseIterable, Codable {
    case labels, text, faces, catFaces, colours, people, barcodes, light
    /// Barcode-like regions that did not decode (the barcode channel's "can't read it").
    case locateBarcodes
    /// Faces seen from the side (a second cascade: the people channel only, for speed).
    case profileFaces
    /// How sharp the photo is (the reading and barcode channels' "too blurred to read").
    case sharpness
    /// The classifier run again on the subject region (`subjectScores`): whether the thing a colour
    /// question names is what that region shows.
    case subjectCheck
    /// The cat-face cascade only where a cat face can change what describe says: the classifier sees
    /// some cat (``SceneAnalyzer/catFaceGate``), or a person or face was found (a lone face may be a
    /// cat's). Elsewhere it costs more than any other part of describe and says nothing.
    case tellingCatFaces

    /// What `describe` computes: everything but the undecoded-barcode search, profile faces, sharpness
    /// and the subject check, with cat faces only where they can tell (``tellingCatFaces``).
    public static let describe = Set(allCases).subtracting([
      .locateBarcodes, .profileFaces, .sharpness, .subjectCheck, .catFaces,
    ])
  }
}

/// Computes `SceneFacts` from a photo: ImageNet classifier, tesseract OCR, OpenCV face and
/// cat-face cascades, and colour naming on a downsampled decode.
///
/// ```swift
/// let analyzer = SceneAnalyzer(modelsDirectory: models)   // cascades from opencv-data, tessdata from Debian
/// let facts = try await analyzer.analyze(jpeg: photo)
/// facts.labels.first    // Classification(label: "sports car", confidence: 0.83)
/// ```
public final class SceneAnalyzer: Sendable {
  /// Debian `opencv-data`'s Haar cascades.
  public static let debianCascades = URL(fileURLWithPath: "/usr/share/opencv4/haarcascades")
  public static let faceCascadeName = "haarcascade_frontalface_default.xml"
  public static let catFaceCascadeName = "haarcascade_frontalcatface.xml"

  public let classifier: LocalImageClassifier
  public let textReader: TextReader
  /// PP-OCRv4 in the worker, preferred for text when its models are installed (decision 025);
  /// tesseract (`textReader`) reads when it is absent, not installed or its worker fails.
  public let ppocr: PPOCRTextReader?
  /// SSDLite, pose and face detectors in the perception worker (decision 037), preferred for people
  /// when installed; the cascades and HOG count people when it is absent or its worker fails.
  public let peopleDetector: LocalPeopleDetector?
  let faces: LazyResource<CascadeDetector>
  let catFaces: LazyResource<CascadeDetector>
  let profiles: LazyResource<CascadeDetector>
  let bodies: LazyResource<PeopleDetector>

  public convenience init(
    modelsDirectory: URL, cascadeDirectory: URL = SceneAnalyzer.debianCascades,
    tessdataDirectory: URL = TextReader.debianTessdata
  ) {
    self.init(
      classifier: LocalImageClassifier(modelsDirectory: modelsDirectory), cascadeDirectory: cascadeDirectory,
      textReader: TextReader(tessdataDirectory: tessdataDirectory))
  }

  public init(
    classifier: LocalImageClassifier, cascadeDirectory: URL, textReader: TextReader,
    ppocr: PPOCRTextReader? = nil, peopleDetector: LocalPeopleDetector? = nil
  ) {
    self.classifier = classifier
    self.textReader = textReader
    self.ppocr = ppocr
    self.peopleDetector = peopleDetector
    faces = Self.faceCascade(cascadeDirectory)
    catFaces = Self.catFaceCascade(cascadeDirectory)
    profiles = Self.cascade(
      cascadeDirectory.appendingPathComponent(Self.profileCascadeName).path, scaleFactor: 1.1,
      minNeighbors: 5,
      minSizeFraction: 0.06, maxSide: 640)
    bodies = LazyResource(isInstalled: { true }, load: { (try PeopleDetector(maxSide: 480), 1_000_000) })
  }

  /// Frontal faces: on a ≤ 640 px gray copy, scale step 1.1, 5 neighbours, faces at least 4 % of
  /// the shorter side.
  static func faceCascade(_ directory: URL) -> LazyResource<CascadeDetector> {
    cascade(
      directory.appendingPathComponent(faceCascadeName).path, scaleFactor: 1.1, minNeighbors: 5,
      minSizeFraction: 0.04, maxSide: 640)
  }

  /// Frontal cat faces: the plain (not "extended") cascade on a ≤ 400 px gray copy, scale step 1.05,
  /// 4 neighbours, at least 10 % of the shorter side — tuned on Debian's photos to find Chelsea's
  /// face without false faces on people or dogs.
  static func catFaceCascade(_ directory: URL) -> LazyResource<CascadeDetector> {
    cascade(
      directory.appendingPathComponent(catFaceCascadeName).path, scaleFactor: 1.05, minNeighbors: 4,
      minSizeFraction: 0.1, maxSide: 400)
  }

  static func cascade(
    _ path: String, scaleFactor: Double, minNeighbors: Int, minSizeFraction: Double, maxSide: Int
  ) -> LazyResource<CascadeDetector> {
    LazyResource(
      isInstalled: { FileManager.default.fileExists(atPath: path) },
      load: {
        guard FileManager.default.fileExists(atPath: path) else {
          throw VisorError.modelMissing("detector \((path as NSString).lastPathComponent)", path: path)
        }
        return (
          try CascadeDetector(
            path: path, scaleFactor: scaleFactor, minNeighbors: minNeighbors,
            minSizeFraction: minSizeFraction,
            maxSide: maxSide),
          1_000_000
        )
      })
  }

  /// OpenCV's profile-face cascade (faces seen from the side).
  public static let profileCascadeName = "haarcascade_profileface.xml"

  /// `loaded` when every piece is loaded, `missing` when the classifier is missing, and so on.
  public var state: ModelState {
    let states = [classifier.state, textReader.state, faces.state, catFaces.state]
    if states.contains(.missing) { return .missing }
    if states.contains(.loading) { return .loading }
    if states.allSatisfy({ $0 == .loaded }) { return .loaded }
    if states.contains(.failed) { return .failed }
    return .notLoaded
  }

  public var memoryBytes: Int? {
    let parts = [classifier.memoryBytes, textReader.memoryBytes, faces.memoryBytes, catFaces.memoryBytes]
      .compactMap { $0 }
    return parts.isEmpty ? nil : parts.reduce(0, +)
  }

  /// Loads every piece now (the people models too, when their worker can run; a failure there is not
  /// an error: HOG counts instead).
  public func warm() async throws {
    try await classifier.warm()
    if let peopleDetector, peopleDetector.isInstalled { try? await peopleDetector.warm() }
    try await offload {
      _ = try self.faces.get()
      _ = try self.catFaces.get()
      _ = try self.textReader.engine.get()
    }
  }

  /// Computes the facts asked for. Throws `.imageUnreadable` for bytes that are not an image; a piece that is not
  /// installed is listed in `unavailable` instead of failing the whole analysis.
  /// `maxSide` > 0 decodes the photo shrunk to fit (a 12 MP photo need not be decoded whole to read a
  /// barcode or measure the light).
  ///
  /// `earlyText`, when the text is read: called, in reading order and once each, with the lines of
  /// the final reading that are settled while the rest of the page is still being read (a page read
  /// aloud starts before its last line is read; ``PPOCRTextReader/EarlyLines``). Only PP-OCR reading
  /// in Latin script gives lines early; other readers give none.
  public func analyze(
    jpeg: Data, parts: Set<SceneFacts.Part> = SceneFacts.Part.describe, maxSide: Int = 0,
    earlyText: (@Sendable ([TextLine]) async -> Void)? = nil
  )
    async throws -> SceneFacts
  {
    let image = try await offload { () throws -> DecodedImage in
      // The pixels ingest decoded (12 MP uploads: no second decode of the stored JPEG). Only for large
      // photos: they are not the stored JPEG's pixels to the bit, and whether they are still held
      // depends on what else the server is doing, so a small photo (decoded in a few ms) is always
      // read from its JPEG and the same photo always gets the same answer.
      if let held = DecodedPhotos.shared.pixels(for: jpeg), held.width * held.height >= 4_000_000 {
        return try DecodedImage(rgb: held.pixels, width: held.width, height: held.height, maxSide: maxSide)
      }
      return try DecodedImage(encoded: jpeg, channels: 3, maxSide: maxSide)
    }
    return try await analyze(image: image, parts: parts, earlyText: earlyText)
  }

  /// `live`: a live frame, read with PP-OCRv6 tiny instead of small (decision 047). `earlyText`: as
  /// for ``analyze(jpeg:parts:maxSide:earlyText:)``.
  public func analyze(
    image: DecodedImage, parts: Set<SceneFacts.Part> = SceneFacts.Part.describe, live: Bool = false,
    earlyText: (@Sendable ([TextLine]) async -> Void)? = nil
  )
    async throws
    -> SceneFacts
  {
    var facts = SceneFacts(width: image.width, height: image.height)
    // Two lanes for two cores: OCR (the slowest piece) runs beside classifier, detectors and colours.
    async let reading = readText(image, enabled: parts.contains(.text), live: live, early: earlyText)
    // Light and sharpness are small and independent: beside the rest (the barcode channel's zbar).
    async let lightAndSharpness = measureLightAndSharpness(
      image, light: parts.contains(.light), sharpness: parts.contains(.sharpness))

    if parts.contains(.labels) || parts.contains(.catFaces) || parts.contains(.tellingCatFaces) {
      do {
        let (probabilities, labels) = try await offload { try self.classifier.onnx.probabilities(for: image) }
        facts.labels = ONNXImageClassifier.top(probabilities, labels: labels, count: 5)
        facts.scores = ClassScores(probabilities: probabilities, labels: labels)
        facts.dogProbability = Self.sum(probabilities, ImageNetLabels.dogs)
        facts.catProbability = Self.sum(probabilities, ImageNetLabels.cats)
        facts.likeliestDog = Self.likeliest(probabilities, labels, ImageNetLabels.dogs)
        facts.likeliestCat = Self.likeliest(probabilities, labels, ImageNetLabels.cats)
        let carClasses = Array(ImageNetLabels.carBodyTypes.keys) + Array(ImageNetLabels.carParts)
        facts.carProbability = carClasses.reduce(0.0) {
          $0 + ($1 < probabilities.count ? Double(probabilities[$1]) : 0)
        }
        if let body = ImageNetLabels.carBodyTypes.keys.filter({ $0 < probabilities.count })
          .max(by: { probabilities[$0] < probabilities[$1] })
        {
          facts.likeliestCarBody = Classification(
            label: ImageNetLabels.carBodyTypes[body]!, confidence: Double(probabilities[body]))
        }
        facts.cuddlyProbability = CuteClassifier.cuddlyProbability(probabilities)
      } catch let error as VisorError where error.code == .modelNotInstalled || error.code == .modelUnloadable
      {
        facts.unavailable.append("classifier")
      }
    }
    if parts.contains(.faces) || parts.contains(.people) {
      let profiles = parts.contains(.profileFaces)
      if let found = await detectWithModels(image) {
        facts.peopleDetection = found
        facts.faceCount = found.faceCount
        facts.people = parts.contains(.people) ? found.sightings : []
      } else if let found = try await offload({ try self.detectPeople(image, profiles: profiles) }) {
        facts.faceCount = found.faces
        facts.people = parts.contains(.people) ? found.people : []
      } else {
        facts.unavailable.append("faces")
      }
    }
    if parts.contains(.barcodes) {
      facts.barcodes = try await offload { try BarcodeScanner.scanQuickly(image) }
      if facts.barcodes.isEmpty, parts.contains(.locateBarcodes) {
        facts.unreadableBarcodes = try await offload { try BarcodeScanner.locate(image).count }
      }
    }
    (facts.light, facts.sharpness) = try await lightAndSharpness
    let runCatFaces =
      parts.contains(.catFaces) || (parts.contains(.tellingCatFaces) && Self.catFacesCanTell(facts))
    if runCatFaces || parts.contains(.colours) {
      if runCatFaces {
        if let count = try await detect(catFaces, image) {
          facts.catFaceCount = count
        } else {
          facts.unavailable.append("catFaces")
        }
      }
      if parts.contains(.colours) {
        let measured = try await offload { try SubjectColour.measure(image) }
        facts.colours = measured.picture
        facts.subjectColours = measured.subject
        facts.subjectOwnColours = measured.own
        facts.centreColour = measured.centre
        if parts.contains(.subjectCheck), let box = measured.box, let region = measured.region,
          !facts.subjectColours.isEmpty
        {
          let checked = try? await offload {
            let (crop, labels) = try self.classifier.onnx.probabilities(for: try image.cropped(to: box))
            let (without, _) = try self.classifier.onnx.probabilities(
              for: try SubjectColour.masked(image, region: region))
            return (
              ClassScores(probabilities: crop, labels: labels),
              ClassScores(probabilities: without, labels: labels)
            )
          }
          facts.subjectScores = checked?.0
          facts.withoutSubjectScores = checked?.1
        }
      }
    }
    switch await reading {
    case .success(let outcome):
      facts.text = outcome.reading
      facts.unreadableWriting = outcome.unreadableWriting
      facts.blurredWriting = outcome.blurredWriting
      facts.foreignWriting = outcome.foreignWriting
      facts.missingReadingPack = outcome.missingPack
    case .failure(let error as VisorError) where error.code == .modelNotInstalled:
      facts.unavailable.append("text")
    case .failure(let error): throw error
    }
    // Writing the reader cannot read may be a barcode or QR code, which is not a script: look for
    // one only then (zbar on a whole photo is not free). Only a decoded code counts: the barcode
    // locator also finds stripes in lines of foreign script (PPOCRReaderTests' signs).
    if facts.unreadableWriting, !parts.contains(.barcodes) {
      facts.barcodes = try await offload { try BarcodeScanner.scanQuickly(image) }
    }
    // A code that does not decode (damaged, tiny, blurred) is still not a script (issue 26 item 4):
    // a region OpenCV's code locator finds that looks like a 2-D code is a code it cannot read. Only
    // square, black-and-white, about half-dark ones: the locator also finds stripes in lines of
    // foreign script, which are mostly plate with a fifth of ink.
    if facts.unreadableWriting, facts.barcodes.isEmpty {
      let squares = try await offload {
        let gray = try image.converted(channels: 1)
        return try BarcodeScanner.locate(image).filter {
          Self.isSquareCode($0) && Self.looksLikeCode(gray, $0)
        }
      }
      if !squares.isEmpty {
        facts.unreadableBarcodes = squares.count
        facts.unreadableWriting = false
      }
    }
    return facts
  }

  /// The cat probability from which a cat face counts as some evidence of a cat (describe's "maybe a
  /// cat", and "is there a cat?"): below it, and with no person or face found, the cascade's count
  /// changes no answer.
  public static let catFaceGate = 0.1

  /// Whether a cat-face count can change describe's answer, from the facts measured so far: the
  /// classifier's cat probability, people and faces (``SceneFacts/Part/tellingCatFaces``). Without
  /// the classifier's output, it always can.
  static func catFacesCanTell(_ facts: SceneFacts) -> Bool {
    facts.scores == nil || facts.catProbability >= catFaceGate || !facts.people.isEmpty || facts.faceCount > 0
  }

  /// People from the perception worker's detectors, or `nil` when they are not installed or the
  /// worker fails (then the cascades and HOG count: never no answer).
  func detectWithModels(_ image: DecodedImage) async -> PeopleDetection? {
    guard let peopleDetector, peopleDetector.isInstalled else { return nil }
    return try? await peopleDetector.detect(image: image)
  }

  /// The fallback when the perception worker cannot run: faces (frontal, and profile both ways)
  /// above their calibrated scores and standing bodies (HOG) above theirs, merged: a face inside a
  /// body is one person. `nil` when the cascades are missing.
  func detectPeople(_ image: DecodedImage, profiles withProfiles: Bool = true) throws -> (
    faces: Int, people: [PersonSighting]
  )? {
    let frontal: [ScoredBox]
    do { frontal = try faces.get().detectScored(in: image) } catch let error as VisorError
      where error.code == .modelNotInstalled
    {
      return nil
    }
    let skin = try SkinMap(image)
    let sureFaces = frontal.filter { PersonSighting.isFace($0, skin: skin.faceFraction($0)) }
    var profileFaces: [ScoredBox] = []
    if withProfiles, let profile = try? profiles.get() {
      profileFaces = try profile.detectScored(in: image).filter {
        PersonSighting.isProfile($0, skin: skin.faceFraction($0))
      }
    }
    let faceBoxes = sureFaces + profileFaces
    let bodies = try self.bodies.get().detect(in: image).filter { body in
      PersonSighting.isBody(
        body, headSkin: skin.headFraction(body),
        faceInside: faceBoxes.contains { SkinMap.inHead(of: body, $0) })
    }
    let people = PersonSighting.merge(bodies: bodies, faces: faceBoxes)
    return (sureFaces.count, people)
  }

  /// Every raw detection with its score (calibration).
  func rawDetections(_ image: DecodedImage) throws -> (
    faces: [ScoredBox], profiles: [ScoredBox], bodies: [ScoredBox]
  ) {
    (
      try faces.get().detectScored(in: image), try profiles.get().detectScored(in: image),
      try bodies.get().detect(in: image)
    )
  }

  private func measureLightAndSharpness(_ image: DecodedImage, light: Bool, sharpness: Bool) async throws
    -> (LightReading?, Double?)
  {
    guard light || sharpness else { return (nil, nil) }
    return try await offload {
      var reading: LightReading?
      var measured: Double?
      if light {
        let small = try image.converted(channels: 1, maxSide: 96)
        reading = small.withPixels {
          LightReading.measure(gray: $0, width: small.width, height: small.height)
        }
      }
      if sharpness {
        let gray = try image.converted(channels: 1, maxSide: Sharpness.side)
        measured = gray.withPixels { Sharpness.measure(gray: $0, width: gray.width, height: gray.height) }
      }
      return (reading, measured)
    }
  }

  private func readText(
    _ image: DecodedImage, enabled: Bool, live: Bool, early: (@Sendable ([TextLine]) async -> Void)?
  ) async -> Result<PPOCRTextReader.Outcome, Error> {
    guard enabled else { return .success(PPOCRTextReader.Outcome()) }
    return await readText(image, live: live, early: early)
  }

  /// Reads text in the script the person's language (`Language.current`) expects (decision 047): PP-OCR
  /// (v6 small for photos, tiny for live frames; v4 when v6 is absent) for Latin-script languages,
  /// tesseract with the language's pack on the region PP-OCR's detector found writing in for the others.
  /// Writing in another script is said as such (``ForeignWriting``), with what it says when a reader for
  /// it is installed. Without PP-OCR or its worker, tesseract reads (English). The reading names the
  /// reader that produced it; only PP-OCR's detector can tell writing it cannot read.
  ///
  /// With `early`, PP-OCR reads the page a few lines at a time and gives the settled lines as they
  /// come. Once it gave some, a failure is the answer's (thrown): tesseract's reading of the page
  /// would not continue what was already said.
  func readText(
    _ image: DecodedImage, live: Bool = false, early: (@Sendable ([TextLine]) async -> Void)? = nil
  ) async -> Result<PPOCRTextReader.Outcome, Error> {
    let language = Language.current
    let pack = ScriptReading.tesseractPack(for: language)
    if let ppocr, let model = ppocr.model(live: live) {
      // A worker that cannot start, times out or fails: tesseract reads instead (never no answer).
      // PP-OCR finding nothing is an answer: tesseract is not asked then.
      let gave = Mutex(false)
      do {
        if let pack, let reader = ScriptReading.reader(pack: pack, tessdata: textReader.tessdataDirectory) {
          return .success(try await readInScript(image, ppocr: ppocr, model: model, reader: reader))
        }
        var outcome =
          if let early {
            try await ppocr.readAll(image: image, model: model) { lines in
              gave.withLock { $0 = true }
              await early(lines)
            }
          } else {
            try await ppocr.readAll(image: image, model: model)
          }
        outcome.reading = outcome.reading.map { Self.named($0, model.readerName) }
        outcome.missingPack = pack
        // Cyrillic or Greek read as Latin look-alikes (decision 032), and writing nobody read: said in
        // its own script, with what it says when a reader for that script is installed (decision 047).
        let candidates = outcome.lookAlikeLines + outcome.unreadLines
        if !candidates.isEmpty {
          let gray = try await offload { try image.converted(channels: 1, maxSide: PPOCRTextReader.sendSide) }
          let tessdata = textReader.tessdataDirectory
          let found = try await offload {
            try ScriptReading.identify(candidates, image: gray, tessdata: tessdata)
          }
          if let found {
            outcome.foreignWriting = found
            outcome.unreadableWriting = false
          }
        }
        return .success(outcome)
      } catch {
        if gave.withLock({ $0 }) { return .failure(error) }
        // Falls through to tesseract below.
      }
    }
    do {
      let reading = try await textReader.read(image: image)
      return .success(PPOCRTextReader.Outcome(reading: reading.map { Self.named($0, TextReader.readerName) }))
    } catch { return .failure(error) }
  }

  /// A person whose language is not written in Latin letters: PP-OCR's detector finds the writing,
  /// tesseract reads it in their pack. When that keeps nothing, Latin writing PP-OCR reads is said as
  /// writing in Latin letters (an English sign shown to a Russian reader).
  func readInScript(
    _ image: DecodedImage, ppocr: PPOCRTextReader, model: PPOCRTextReader.Model, reader: TextReader
  ) async throws -> PPOCRTextReader.Outcome {
    let (lines, gray) = try await ppocr.lines(image: image, model: model)
    let reading = try await offload { try ScriptReading.read(lines: lines, image: gray, reader: reader) }
    if let reading, reading.text.contains(where: { $0.isLetter && !PPOCRTextReader.isLatin($0) }) {
      return PPOCRTextReader.Outcome(reading: Self.named(reading, "tesseract-\(reader.language)"))
    }
    let scripts = ppocr.scripts
    let latin = try await offload {
      PPOCRTextReader.judge(lines, image: gray, scripts: scripts, language: .english, model: model)
    }
    var outcome = PPOCRTextReader.Outcome(
      reading: nil, unreadableWriting: latin.otherUnreadable, blurredWriting: latin.blurredWriting)
    if let text = latin.reading?.text {
      outcome.foreignWriting = ForeignWriting(
        script: "latin", text: text.replacingOccurrences(of: "\n", with: " "))
    } else if let reading {
      outcome.reading = Self.named(reading, "tesseract-\(reader.language)")
    }
    return outcome
  }

  /// A located code region about as wide as it is tall (a QR code, Data Matrix, Aztec), at least
  /// 40 px on its shorter side.
  static func isSquareCode(_ box: PixelBox) -> Bool {
    let ratio = Double(box.width) / Double(max(box.height, 1))
    return min(box.width, box.height) >= 40 && ratio >= 0.75 && ratio <= 1.33
  }

  /// A region whose pixels are ≥ 80 % near black or white and 30–75 % dark: a code's modules (a
  /// QR code is about half dark), not a line of writing on a plate.
  static func looksLikeCode(_ gray: DecodedImage, _ box: PixelBox) -> Bool {
    let (x0, y0) = (max(0, box.x), max(0, box.y))
    let (x1, y1) = (min(gray.width, box.x + box.width), min(gray.height, box.y + box.height))
    guard x1 > x0, y1 > y0, gray.channels == 1 else { return false }
    var dark = 0
    var light = 0
    gray.withPixels { pixels in
      for y in y0..<y1 {
        for x in x0..<x1 {
          let value = pixels[y * gray.width + x]
          if value < 100 { dark += 1 } else if value > 160 { light += 1 }
        }
      }
    }
    let total = Double((x1 - x0) * (y1 - y0))
    let darkShare = Double(dark) / total
    return Double(dark + light) / total >= 0.8 && darkShare >= 0.3 && darkShare <= 0.75
  }

  static func named(_ reading: TextReading, _ reader: String) -> TextReading {
    var named = reading
    named.reader = reader
    return named
  }

  private func detect(_ detector: LazyResource<CascadeDetector>, _ image: DecodedImage) async throws -> Int? {
    do {
      return try await offload { try detector.get().detect(in: image).count }
    } catch let error as VisorError where error.code == .modelNotInstalled {
      return nil
    }
  }

  static func likeliest(_ probabilities: [Float], _ labels: [String], _ range: ClosedRange<Int>)
    -> Classification?
  {
    guard range.upperBound < probabilities.count, range.upperBound < labels.count,
      let best = range.max(by: { probabilities[$0] < probabilities[$1] })
    else { return nil }
    return Classification(
      label: ImageNetLabels.displayName(labels[best], index: best), confidence: Double(probabilities[best]))
  }

  static func sum(_ probabilities: [Float], _ range: ClosedRange<Int>) -> Double {
    range.reduce(0.0) { $0 + ($1 < probabilities.count ? Double(probabilities[$1]) : 0) }
  }
}
