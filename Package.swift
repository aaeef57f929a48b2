// swift-tools-version: 6.0
import PackageDescription

/// Visor: a self-hosted AI vision assistant.
///
/// Dependencies point one way: VisorCore (domain, protocols) ← adapters (store, media, providers,
/// local engine) ← VisorFeatures (one service per feature) ← VisorServer (composition root, routes over
/// VisorHTTP) ← `visor` (thin CLI).
let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]
/// The modules linked into `visor`: in release builds each function gets its own section, so the link
/// can place the functions a start-up and a JSON GET run side by side (`hotLayout`, decision 063).
let server: [SwiftSetting] =
  strict + [
    .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))
  ]
/// Release `visor` links the functions listed in scripts/visor-hot.order together: an idle server then
/// maps a few contiguous pages of its own code instead of most of it (the kernel maps 64 KB around every
/// page fault). A name the file lists but the build lacks is skipped; `scripts/hot-order.sh` remakes it.
let hotLayout: [LinkerSetting] = [
  .unsafeFlags(
    ["-Xlinker", "--section-ordering-file=\(Context.packageDirectory)/scripts/visor-hot.order"],
    .when(platforms: [.linux], configuration: .release))
]

func systemLibrary(_ name: String, pkgConfig: String? = nil) -> Target {
  .systemLibrary(name: name, path: "Sources/\(name)", pkgConfig: pkgConfig)
}

let package = Package(
  name: "Visor",
  platforms: [.macOS(.v15), .iOS(.v17)],
  products: [
    .executable(name: "visor", targets: ["visor"]),
    // The Swift SDK an app adds: pure Swift (VisorKit + VisorAPI), checked by scripts/check-sdk.sh.
    .library(name: "VisorKit", targets: ["VisorKit"]),
    // Test doubles for the camera, microphone, player and clock of VisorKit's view models.
    .library(name: "VisorKitTesting", targets: ["VisorKitTesting"]),
    .library(name: "VisorAPI", targets: ["VisorAPI"]),
    // FFmpeg decoding and flite speech, dlopen'd on first use (libVisorAudio.so beside `visor`).
    .library(name: "VisorAudio", type: .dynamic, targets: ["CVisorAudio"]),
    // libvips + libjpeg-turbo image ingestion and encoding, dlopen'd on the first image (libVisorImage.so).
    .library(name: "VisorImage", type: .dynamic, targets: ["CVisorImage"]),
    // OpenCV + tesseract engine, dlopen'd by VisorLocal on first use (docs/decisions/007-lazy-native-plugins.md).
    .library(name: "VisorVision", type: .dynamic, targets: ["CVisorVision"]),
  ],
  targets: [
    // MARK: C system libraries and shims
    // Visor's HTTP/1.1 engine: accepts connections, terminates TLS, parses every request head and body
    // framing, and speaks WebSocket frames (docs/decisions/008-http-gate.md, 057-the-gate-alone.md).
    .target(
      name: "CHTTPGate",
      path: "Sources/CHTTPGate",
      linkerSettings: [.linkedLibrary("gnutls")]
    ),
    systemLibrary("CSQLite", pkgConfig: "sqlite3"),
    // libpq for the PostgreSQL store (docs/decisions/012-postgres-store.md), opened on first use: CPostgres
    // defines the functions Visor calls and forwards them (decision 068).
    .target(name: "CPostgres", path: "Sources/CPostgres"),
    systemLibrary("CSodium", pkgConfig: "libsodium"),
    // The VisorImage plugin: a C façade over libvips (instead of a pkg-config system library, because
    // vips' pkg-config flags carry `-pthread`, which SwiftPM rejects) and libjpeg-turbo. Swift includes
    // only the header-only CVisorImageAPI and never links CVisorImage, so an idle server maps no libvips.
    .target(name: "CVisorImageAPI", path: "Sources/CVisorImageAPI"),
    .target(
      name: "CVisorImage",
      dependencies: ["CVisorImageAPI"],
      path: "Sources/CVisorImage",
      cSettings: [
        .unsafeFlags([
          "-I/usr/include/glib-2.0", "-I/usr/lib/x86_64-linux-gnu/glib-2.0/include",
          "-I/usr/lib/aarch64-linux-gnu/glib-2.0/include",
        ])
      ],
      linkerSettings: [
        .linkedLibrary("vips"), .linkedLibrary("jpeg"), .linkedLibrary("gobject-2.0"),
        .linkedLibrary("glib-2.0"),
      ]
    ),
    // libcurl for providers, S3 and health checks, opened on first use like libpq (decision 068).
    .target(name: "CCurl", path: "Sources/CCurl"),
    systemLibrary("CLame"),
    systemLibrary("COpusEnc", pkgConfig: "libopusenc"),
    // The VisorAudio plugin: Swift includes only the header-only CVisorAudioAPI (a table of function
    // pointers) and never links CVisorAudio, so FFmpeg and flite are mapped on first use only.
    .target(name: "CVisorAudioAPI", path: "Sources/CVisorAudioAPI"),
    .target(
      name: "CVisorAudio",
      dependencies: ["CVisorAudioAPI"],
      path: "Sources/CVisorAudio",
      linkerSettings: [
        .linkedLibrary("avformat"), .linkedLibrary("avcodec"), .linkedLibrary("swresample"),
        .linkedLibrary("avutil"), .linkedLibrary("flite_cmu_us_slt"), .linkedLibrary("flite_cmu_us_rms"),
        .linkedLibrary("flite_cmu_us_awb"), .linkedLibrary("flite_cmu_us_kal16"),
        .linkedLibrary("flite_usenglish"), .linkedLibrary("flite_cmulex"), .linkedLibrary("flite"),
        .linkedLibrary("m"),
      ]
    ),
    // zbar (barcodes, QR): linked by the VisorVision plugin only.
    systemLibrary("CZBar", pkgConfig: "zbar"),
    // The VisorVision plugin's C table (types only: Swift links this, never OpenCV).
    .target(name: "CVisorVisionAPI", path: "Sources/CVisorVisionAPI"),
    .target(
      name: "CVisorVision",
      dependencies: ["CVisorVisionAPI", "CZBar"],
      path: "Sources/CVisorVision",
      cxxSettings: [
        .unsafeFlags([
          "-I/usr/include/opencv4", "-I/usr/include/glib-2.0", "-I/usr/lib/x86_64-linux-gnu/glib-2.0/include",
          "-I/usr/lib/aarch64-linux-gnu/glib-2.0/include",
        ]),
        // The hand-vectorised DNN layers stay fast in debug builds (tests).
        .unsafeFlags(["-O2"], .when(configuration: .debug)),
      ],
      linkerSettings: [
        .linkedLibrary("opencv_dnn"), .linkedLibrary("opencv_objdetect"), .linkedLibrary("opencv_barcode"),
        .linkedLibrary("opencv_saliency"), .linkedLibrary("zbar"),
        .linkedLibrary("opencv_imgproc"), .linkedLibrary("opencv_core"), .linkedLibrary("stdc++"),
        .linkedLibrary("vips"), .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0"),
        .linkedLibrary("tesseract"), .linkedLibrary("lept"), .linkedLibrary("jpeg"),
      ]
    ),

    // MARK: Swift modules
    .target(name: "CSpawn", path: "Sources/CSpawn"),
    .target(name: "VisorCore", dependencies: ["CSpawn"], swiftSettings: server),
    .target(name: "VisorAPI", swiftSettings: strict),
    .target(
      name: "VisorHTTP", dependencies: ["VisorCore", "CHTTPGate"], swiftSettings: server),
    .target(
      name: "VisorStore", dependencies: ["VisorCore", "CSQLite", "CPostgres", "VisorCurl", "CSodium"],
      swiftSettings: server),
    .target(
      name: "VisorMedia",
      dependencies: ["VisorCore", "CVisorImageAPI", "CVisorAudioAPI", "CLame", "COpusEnc"],
      swiftSettings: server
    ),
    // The one libcurl wrapper, HTTPTransfer: providers, S3 (docs/decisions/054-curl-one-libcurl-wrapper.md).
    .target(name: "VisorCurl", dependencies: ["CCurl"], swiftSettings: server),
    .target(name: "VisorProviders", dependencies: ["VisorCore", "VisorCurl"], swiftSettings: server),
    .target(
      name: "VisorLocal",
      dependencies: ["VisorCore", "VisorMedia", "VisorProviders", "CVisorVisionAPI", "CVisorAudioAPI"],
      swiftSettings: server
    ),
    // One service per feature over the adapters, in domain types: never imports VisorHTTP or the wire
    // types of VisorAPI (docs/decisions/011-feature-layer.md).
    .target(
      name: "VisorFeatures",
      dependencies: [
        "VisorCore", "VisorStore", "VisorMedia", "VisorProviders", "VisorLocal", "CSodium",
      ],
      swiftSettings: server
    ),
    // The composition root and the thin HTTP routes.
    .target(
      name: "VisorServer",
      dependencies: [
        "VisorCore", "VisorAPI", "VisorFeatures", "VisorHTTP", "VisorStore", "VisorMedia", "VisorProviders",
        "VisorLocal",
      ],
      swiftSettings: server
    ),
    // The SDK: depends on VisorAPI only; no C, no system library, no unsafe flags (scripts/check-sdk.sh).
    // The SDK is VisorKitCore (client, models, transport protocols) re-exported by VisorKit with the
    // URLSession transports; `visor` links VisorKitCore only, never FoundationNetworking (decision 068).
    .target(name: "VisorKitCore", dependencies: ["VisorAPI"], swiftSettings: strict),
    .target(name: "VisorKit", dependencies: ["VisorKitCore"], swiftSettings: strict),
    .target(name: "VisorKitTesting", dependencies: ["VisorKit"], swiftSettings: strict),
    // VisorKit's transport over libcurl for the CLI; outside the SDK's closure (decision 026).
    .target(
      name: "VisorKitCurl", dependencies: ["VisorKitCore", "VisorProviders", "CCurl"], swiftSettings: server),
    .executableTarget(
      name: "visor",
      dependencies: ["VisorServer", "VisorHTTP", "VisorFeatures", "VisorKitCore", "VisorKitCurl"],
      swiftSettings: server, linkerSettings: hotLayout),
    .target(
      name: "VisorBenchSupport", dependencies: ["VisorCore", "VisorLocal", "VisorMedia"],
      swiftSettings: strict),
    .executableTarget(
      name: "visor-bench", dependencies: ["VisorBenchSupport"], path: "Sources/VisorBench",
      swiftSettings: strict),

    // MARK: Tests
    .testTarget(name: "VisorCoreTests", dependencies: ["VisorCore"], swiftSettings: strict),
    .testTarget(name: "VisorHTTPTests", dependencies: ["VisorHTTP"], swiftSettings: strict),
    // Throw-away PostgreSQL clusters and moto S3 servers for the tests (scripts/lib/postgres.sh, s3-test-server.py).
    .target(
      name: "VisorTestSupport", dependencies: ["VisorCore", "VisorStore"], path: "Tests/VisorTestSupport",
      swiftSettings: strict),
    .testTarget(
      name: "VisorStoreTests", dependencies: ["VisorStore", "VisorTestSupport"], swiftSettings: strict),
    .testTarget(name: "VisorMediaTests", dependencies: ["VisorMedia"], swiftSettings: strict),
    .testTarget(name: "VisorProvidersTests", dependencies: ["VisorProviders"], swiftSettings: strict),
    .testTarget(
      name: "VisorLocalTests", dependencies: ["VisorLocal", "VisorTestSupport"], swiftSettings: strict),
    .testTarget(
      name: "VisorServerTests",
      dependencies: [
        "VisorServer", "VisorFeatures", "VisorAPI", "VisorHTTP", "VisorStore", "VisorMedia", "VisorProviders",
        "VisorTestSupport", "VisorKit", "VisorKitCurl",
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "VisorCLITests", dependencies: ["VisorAPI", "VisorCore", "VisorStore", "VisorTestSupport"],
      swiftSettings: strict),
    // The feature services in-process (live sessions over the real offline models, a temp data dir).
    .testTarget(
      name: "VisorFeaturesTests",
      dependencies: [
        "VisorFeatures", "VisorCore", "VisorAPI", "VisorLocal", "VisorMedia", "VisorKitTesting",
        "VisorTestSupport", "VisorServer",
      ],
      swiftSettings: strict),
    // The SDK against a real in-process server on loopback, and its view models against the doubles.
    .testTarget(
      name: "VisorKitTests",
      dependencies: [
        "VisorKit", "VisorKitTesting", "VisorKitCurl", "VisorAPI", "VisorServer", "VisorFeatures",
        "VisorCore", "VisorProviders", "VisorTestSupport",
      ],
      swiftSettings: strict
    ),
  ]
)
