import Foundation
import Testing
import VisorCore
import VisorStore

/// The `BlobStore` contract, run against every blob store in `BlobStoreFactory.all`.
@Suite struct BlobStoreContractTests {
  @Test(arguments: BlobStoreFactory.all)
  func blobsRoundTripAndCanBeDeleted(_ factory: BlobStoreFactory) async throws {
    try await withBlobStore(factory) { blobs, _ in
      let bytes = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
      try await blobs.put(bytes, key: "images/ab/photo.jpg")
      try await blobs.put(Data(), key: "images/empty.bin")

      #expect(try await blobs.get("images/ab/photo.jpg") == bytes)
      #expect(try await blobs.get("images/empty.bin") == Data())
      #expect(try await blobs.exists("images/ab/photo.jpg"))
      #expect(try await blobs.exists("images/ab") == false)  // a "directory" is not a blob
      #expect(try await blobs.get("images/ab/missing.jpg") == nil)
      #expect(try await blobs.get("nowhere/at/all.jpg") == nil)

      try await blobs.delete("images/ab/photo.jpg")
      #expect(try await blobs.get("images/ab/photo.jpg") == nil)
      #expect(try await blobs.exists("images/ab/photo.jpg") == false)
      try await blobs.delete("images/ab/photo.jpg")  // missing is fine
      try await blobs.delete("never/existed.jpg")
    }
  }

  @Test(arguments: BlobStoreFactory.all)
  func puttingOverAnExistingKeyReplacesIt(_ factory: BlobStoreFactory) async throws {
    try await withBlobStore(factory) { blobs, _ in
      try await blobs.put(Data(repeating: 1, count: 50_000), key: "a/b.jpg")
      try await blobs.put(Data("short".utf8), key: "a/b.jpg")
      #expect(try await blobs.get("a/b.jpg") == Data("short".utf8))
      #expect(try await blobs.list(prefix: "").map(\.key) == ["a/b.jpg"])
    }
  }

  @Test(arguments: BlobStoreFactory.all)
  func listReportsEachObjectsSizeAndModificationTime(_ factory: BlobStoreFactory) async throws {
    try await withBlobStore(factory) { blobs, _ in
      let before = Date().addingTimeInterval(-2)
      try await blobs.put(Data(repeating: 7, count: 1234), key: "images/ab/sized.jpg")
      try await blobs.put(Data(), key: "images/ab/empty.jpg")
      let after = Date().addingTimeInterval(2)
      let entries = try await blobs.list(prefix: "images/")
      #expect(entries.map(\.key) == ["images/ab/empty.jpg", "images/ab/sized.jpg"])
      #expect(entries.map(\.size) == [0, 1234])
      for entry in entries {
        #expect(entry.modified > before && entry.modified < after, "\(entry.key): \(entry.modified)")
      }
      // A store with no interrupted writes has nothing to sweep, and sweeping keeps every object.
      #expect(try await blobs.removeIncompleteWrites(before: Date()) == 0)
      #expect(try await blobs.list(prefix: "").count == 2)
    }
  }

  static let invalidKeys = [
    "", "/etc/passwd", "../x", "a/../b", "a/./b", "..", ".", "a//b", "a/", "A.jpg", "images/Ab.jpg",
    ".hidden",
    "a/.tmp-123", "a b", "ü.jpg", "a\\b", "a\u{0}b", "a:b", String(repeating: "a", count: 600),
  ]

  @Test(arguments: BlobStoreFactory.all)
  func invalidKeysAreRejected(_ factory: BlobStoreFactory) async throws {
    try await withBlobStore(factory) { blobs, _ in
      for key in Self.invalidKeys {
        let error = await #expect(throws: VisorError.self, "key \(key.debugDescription)") {
          try await blobs.put(Data("x".utf8), key: key)
        }
        #expect(error?.code == .invalidBlobKey)
        await #expect(throws: VisorError.self) { _ = try await blobs.get(key) }
        await #expect(throws: VisorError.self) { try await blobs.delete(key) }
        await #expect(throws: VisorError.self) { _ = try await blobs.exists(key) }
      }
      let listed = try await blobs.list(prefix: "")
      #expect(listed.isEmpty)
    }
  }

  @Test(arguments: BlobStoreFactory.all)
  func listReturnsSortedKeysUnderAPrefix(_ factory: BlobStoreFactory) async throws {
    try await withBlobStore(factory) { blobs, _ in
      let keys = [
        "images/ab/2.jpg", "images/ab/1.jpg", "images/cd/3.jpg", "images.txt", "audio/x.mp3", "top",
      ]
      for key in keys { try await blobs.put(Data(key.utf8), key: key) }
      #expect(try await blobs.list(prefix: "").map(\.key) == keys.sorted())
      #expect(
        try await blobs.list(prefix: "images/").map(\.key) == [
          "images/ab/1.jpg", "images/ab/2.jpg", "images/cd/3.jpg",
        ])
      #expect(
        try await blobs.list(prefix: "images").map(\.key) == [
          "images.txt", "images/ab/1.jpg", "images/ab/2.jpg", "images/cd/3.jpg",
        ])
      #expect(try await blobs.list(prefix: "images/a").map(\.key) == ["images/ab/1.jpg", "images/ab/2.jpg"])
      #expect(try await blobs.list(prefix: "images/ab/1").map(\.key) == ["images/ab/1.jpg"])
      #expect(try await blobs.list(prefix: "video/").map(\.key) == [])
      #expect(try await blobs.list(prefix: "../").map(\.key) == [])
    }
  }

  @Test(arguments: BlobStoreFactory.all)
  func readersAndListingsNeverSeeAPartialBlob(_ factory: BlobStoreFactory) async throws {
    try await withBlobStore(factory) { blobs, _ in
      let first = Data(repeating: 0xAA, count: 2_000_000)
      let second = Data(repeating: 0x55, count: 1_000_000)
      try await blobs.put(first, key: "images/race.jpg")
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          for round in 0..<30 { try await blobs.put(round % 2 == 0 ? second : first, key: "images/race.jpg") }
        }
        for _ in 0..<2 {
          group.addTask {
            for _ in 0..<60 {
              let data = try #require(try await blobs.get("images/race.jpg"))
              #expect(data == first || data == second, "saw \(data.count) bytes")
              #expect(try await blobs.list(prefix: "").map(\.key) == ["images/race.jpg"])
            }
          }
        }
        try await group.waitForAll()
      }
    }
  }

  @Test(arguments: BlobStoreFactory.all)
  func concurrentPutsOfDifferentKeysAllLand(_ factory: BlobStoreFactory) async throws {
    try await withBlobStore(factory) { blobs, _ in
      let keys = (0..<100).map { "images/\(String(format: "%02x", $0 % 16))/\($0).jpg" }
      try await withThrowingTaskGroup(of: Void.self) { group in
        for key in keys { group.addTask { try await blobs.put(Data(key.utf8), key: key) } }
        try await group.waitForAll()
      }
      #expect(try await blobs.list(prefix: "images/").map(\.key) == keys.sorted())
      for key in keys.prefix(5) { #expect(try await blobs.get(key) == Data(key.utf8)) }
    }
  }
}

/// Behaviour specific to the file-system blob store.
@Suite struct FileBlobStoreTests {
  @Test func leftoverTemporaryFilesAreNeverListedAndCanBeSweptAway() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let root = directory.url.appending(path: "blobs")
    let blobs = try FileBlobStore(root: root)
    try await blobs.put(Data("ok".utf8), key: "images/ab/ok.jpg")
    // What a crash in the middle of `put` leaves behind.
    let leftover = root.appending(path: "images/ab/.tmp-0123")
    try Data("partial".utf8).write(to: leftover)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: leftover.path)
    let fresh = root.appending(path: "images/.tmp-4567")
    try Data("in progress".utf8).write(to: fresh)

    #expect(try await blobs.list(prefix: "").map(\.key) == ["images/ab/ok.jpg"])
    #expect(try await blobs.removeIncompleteWrites(before: Date().addingTimeInterval(-3600)) == 1)
    #expect(!FileManager.default.fileExists(atPath: leftover.path))
    #expect(FileManager.default.fileExists(atPath: fresh.path))  // may belong to a running put
    #expect(try await blobs.get("images/ab/ok.jpg") == Data("ok".utf8))
  }

  @Test func blobsArePrivateToTheOwner() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let root = directory.url.appending(path: "blobs")
    let blobs = try FileBlobStore(root: root)
    try await blobs.put(Data("secret".utf8), key: "images/ab/x.jpg")
    let attributes = try FileManager.default.attributesOfItem(
      atPath: root.appending(path: "images/ab/x.jpg").path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let directoryAttributes = try FileManager.default.attributesOfItem(
      atPath: root.appending(path: "images/ab").path)
    #expect((directoryAttributes[.posixPermissions] as? Int) == 0o700)
  }
}
