import Foundation
import VisorCore
import VisorLocal

#if canImport(Glibc)
  import Glibc
#endif

extension BenchMain {
  /// The Debian photo set of the classifier quality test (darknet and opencv-doc examples).
  static let classifyPhotos =
    ["dog", "eagle", "giraffe", "horses", "person", "kite"].map { "/usr/share/darknet/data/\($0).jpg" }
    + ["fruits", "orange", "apple", "baboon", "butterfly", "messi5", "squirrel_cls"].map {
      "/usr/share/doc/opencv-doc/examples/data/\($0).jpg"
    } + ["/usr/share/doc/opencv-doc/opencv4/html/cat_det.jpg"]

  /// Process CPU time in milliseconds (all threads): unlike wall time, barely affected by other
  /// processes on a shared machine.
  static func cpuMs() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
  }

  /// ImageNet classification in-process (`local/imagenet`: decode, preprocess, OpenCV DNN forward,
  /// softmax) on a fixed photo set and round count. The last line is machine-readable for
  /// scripts/bench-classify.sh.
  static func classify(_ arguments: [String]) async throws {
    let cache = ProcessInfo.processInfo.environment["VISOR_CACHE_DIR"] ?? NSHomeDirectory() + "/.cache/visor"
    let models = URL(fileURLWithPath: value(arguments, "--models") ?? cache + "/models")
    let rounds = max(1, Int(value(arguments, "--rounds") ?? "5") ?? 5)
    let paths =
      value(arguments, "--photos").map { $0.split(separator: ",").map(String.init) } ?? classifyPhotos
    let photos = try paths.map { path -> Data in
      guard let data = FileManager.default.contents(atPath: path) else {
        throw NSError(
          domain: "bench", code: 1,
          userInfo: [NSLocalizedDescriptionKey: "missing photo \(path): run scripts/setup-classifier.sh"])
      }
      return data
    }
    let classifier = LocalImageClassifier(modelsDirectory: models)
    let clock = ContinuousClock()
    let loadStart = clock.now
    _ = try await classifier.classify(jpeg: photos[0], top: 5)  // loads the plugin and the model
    let firstMs = ms(clock.now - loadStart)
    for photo in photos { _ = try await classifier.classify(jpeg: photo, top: 5) }  // warm caches

    let n = rounds * photos.count
    let cpu0 = cpuMs()
    let start = clock.now
    for _ in 0..<rounds {
      for photo in photos { _ = try await classifier.classify(jpeg: photo, top: 5) }
    }
    let total = ms(clock.now - start) / Double(n)
    let cpu = (cpuMs() - cpu0) / Double(n)

    // The scene engine's path: decode the whole photo, then resize for the network.
    let fullStart = clock.now
    for _ in 0..<rounds {
      for photo in photos {
        let image = try DecodedImage(encoded: photo, channels: 3)
        _ = try await classifier.classify(image: image, top: 5)
      }
    }
    let full = ms(clock.now - fullStart) / Double(n)

    // The forward pass alone, on a constant 224×224 input (validate = load + one forward + labels check).
    let cpu1 = cpuMs()
    let forwardStart = clock.now
    for _ in 0..<n { try await classifier.onnx.validate() }
    let forward = ms(clock.now - forwardStart) / Double(n)
    let forwardCpu = (cpuMs() - cpu1) / Double(n)

    let load =
      (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first ?? "?"
    print(
      "classify: local/imagenet (EfficientNet-Lite0, OpenCV DNN), \(photos.count) Debian photos × \(rounds) rounds, load average \(load)"
    )
    print(String(format: "  first call (plugin + model load) %8.0f ms", firstMs))
    print(
      String(
        format: "  decode+preprocess+forward        %8.1f ms/image  %6.1f images/s  (CPU %.1f ms/image)",
        total,
        1000 / total, cpu))
    print(
      String(format: "  forward only                     %8.1f ms        (CPU %.1f ms)", forward, forwardCpu))
    print(String(format: "  decode+preprocess+softmax        %8.1f ms/image", max(total - forward, 0)))
    print(
      String(format: "  full decode, then classify       %8.1f ms/image  (the scene engine's path)", full))
    print(String(format: "RESULT visor_ms_per_image=%.2f visor_forward_ms=%.2f", total, forward))
  }
}
