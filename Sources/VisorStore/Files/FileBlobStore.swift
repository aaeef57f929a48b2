import Dispatch
import Foundation
import VisorCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``BlobStore`` in a directory: the key is the relative path of a file.
///
/// `put` writes a hidden temporary file next to the target, fsyncs it, renames it over the target
/// and fsyncs the directory, so a crash leaves the old or the new object, never a partial one.
/// Temporary files start with `.tmp-`; keys never have a segment starting with a dot, so `list`
/// can skip them. Files are created 0600 and directories 0700.
///
/// ```swift
/// let blobs = try FileBlobStore(root: dataDir.appending(path: "blobs"))
/// try await blobs.put(jpeg, key: "images/ab/\(id).jpg")
/// ```
public final class FileBlobStore: BlobStore {
  /// The directory that holds the blobs.
  public let root: URL
  private let rootPath: String
  private let queue = DispatchQueue(label: "visor.blobs", qos: .userInitiated, attributes: .concurrent)

  /// Creates `root` (and its parents) when missing.
  public init(root: URL) throws {
    self.root = root.standardizedFileURL
    self.rootPath = self.root.path
    try FileManager.default.createDirectory(
      at: self.root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  }

  /// Whether the folder is still there and writable (a removed or read-only disk fails).
  public func ping() async throws {
    let rootPath = self.rootPath
    let usable = try await perform { access(rootPath, W_OK | X_OK) == 0 }
    guard usable else {
      throw VisorError(.blobStoreUnavailable, Message("error.store.photosUnavailable"))
    }
  }

  private func path(for key: String) throws -> String {
    try BlobKey.validate(key)
    return rootPath + "/" + key
  }

  private func perform<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, Error>) in
      queue.async { continuation.resume(with: Result { try body() }) }
    }
  }

  public func put(_ data: Data, key: String) async throws {
    let target = try path(for: key)
    try await perform {
      let directory = (target as NSString).deletingLastPathComponent
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      let temporary = directory + "/.tmp-" + UUID().uuidString.lowercased()
      let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      guard fd >= 0 else { throw BlobIOError.posix("create", errno) }
      var written = false
      defer { if !written { unlink(temporary) } }
      do {
        defer { close(fd) }
        try data.withUnsafeBytes { buffer in
          var offset = 0
          while offset < buffer.count {
            let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0 {
              if errno == EINTR { continue }
              throw BlobIOError.posix("write", errno)
            }
            offset += n
          }
        }
        guard fsync(fd) == 0 else { throw BlobIOError.posix("fsync", errno) }
      }
      guard rename(temporary, target) == 0 else { throw BlobIOError.posix("rename", errno) }
      written = true
      Self.syncDirectory(directory)
    }
  }

  private static func syncDirectory(_ directory: String) {
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    close(fd)
  }

  public func get(_ key: String) async throws -> Data? {
    let target = try path(for: key)
    return try await perform {
      let fd = open(target, O_RDONLY | O_CLOEXEC)
      if fd < 0 {
        if errno == ENOENT || errno == ENOTDIR || errno == EISDIR { return nil }
        throw BlobIOError.posix("open", errno)
      }
      defer { close(fd) }
      var info = stat()
      guard fstat(fd, &info) == 0 else { throw BlobIOError.posix("stat", errno) }
      guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
      var data = Data(count: Int(info.st_size))
      var offset = 0
      try data.withUnsafeMutableBytes { buffer in
        while offset < buffer.count {
          let n = read(fd, buffer.baseAddress! + offset, buffer.count - offset)
          if n < 0 {
            if errno == EINTR { continue }
            throw BlobIOError.posix("read", errno)
          }
          if n == 0 { break }
          offset += n
        }
      }
      // The file is replaced by rename, never truncated, so the size read matches what fstat saw.
      if offset < data.count { data.removeSubrange(offset...) }
      return data
    }
  }

  public func delete(_ key: String) async throws {
    let target = try path(for: key)
    try await perform {
      if unlink(target) != 0 && errno != ENOENT && errno != ENOTDIR {
        throw BlobIOError.posix("unlink", errno)
      }
    }
  }

  public func exists(_ key: String) async throws -> Bool {
    let target = try path(for: key)
    return try await perform {
      var info = stat()
      return stat(target, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
  }

  public func list(prefix: String) async throws -> [BlobEntry] {
    let rootPath = self.rootPath
    return try await perform {
      // Start from the deepest directory the prefix names, then filter by the full prefix.
      let directoryPart = prefix.contains("/") ? String(prefix[..<prefix.lastIndex(of: "/")!]) : ""
      if !directoryPart.isEmpty && !BlobKey.isValid(directoryPart) { return [] }
      var entries: [BlobEntry] = []
      Self.walk(
        rootPath + (directoryPart.isEmpty ? "" : "/" + directoryPart),
        relative: directoryPart, into: &entries)
      return entries.filter { $0.key.hasPrefix(prefix) }.sorted { $0.key < $1.key }
    }
  }

  private static func walk(_ directory: String, relative: String, into entries: inout [BlobEntry]) {
    guard let dir = opendir(directory) else { return }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      // Skips ".", "..", in-progress ".tmp-" files and anything else hidden.
      if name.hasPrefix(".") { continue }
      let full = directory + "/" + name
      let key = relative.isEmpty ? name : relative + "/" + name
      var info = stat()
      guard lstat(full, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFDIR: walk(full, relative: key, into: &entries)
      case S_IFREG:
        guard BlobKey.isValid(key) else { continue }
        let modified =
          Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1_000_000_000
        entries.append(
          BlobEntry(key: key, modified: Date(timeIntervalSince1970: modified), size: Int(info.st_size)))
      default: continue
      }
    }
  }

  /// Removes the `.tmp-` files a crash during `put` left behind, when last modified before `cutoff`
  /// (an older cutoff than any write in progress could have, so a live `put` is never touched).
  public func removeIncompleteWrites(before cutoff: Date) async throws -> Int {
    let rootPath = self.rootPath
    let cutoff = cutoff.timeIntervalSince1970
    return try await perform {
      var removed = 0
      guard let enumerator = FileManager.default.enumerator(atPath: rootPath) else { return 0 }
      while let relative = enumerator.nextObject() as? String {
        guard (relative as NSString).lastPathComponent.hasPrefix(".tmp-") else { continue }
        let full = rootPath + "/" + relative
        var info = stat()
        guard lstat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
          Double(info.st_mtim.tv_sec) < cutoff
        else { continue }
        if unlink(full) == 0 { removed += 1 }
      }
      return removed
    }
  }
}

/// A file-system failure while storing blobs (disk full, permissions); not the caller's fault.
public struct BlobIOError: Error, CustomStringConvertible, Sendable {
  public var operation: String
  public var errorNumber: Int32
  public var description: String {
    "blob store \(operation) failed: \(String(cString: strerror(errorNumber)))"
  }
  static func posix(_ operation: String, _ errorNumber: Int32) -> BlobIOError {
    BlobIOError(operation: operation, errorNumber: errorNumber)
  }
}
