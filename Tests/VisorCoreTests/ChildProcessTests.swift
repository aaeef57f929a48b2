import Foundation
import Synchronization
import Testing
import VisorCore

/// `ChildProcess` against real children (/bin/sh): what Foundation's `Process` did for Visor, without
/// its listing of /proc/self/fd.
struct ChildProcessTests {
  private func shell(_ script: String) -> ChildProcess {
    let child = ChildProcess()
    child.executableURL = URL(fileURLWithPath: "/bin/sh")
    child.arguments = ["-c", script]
    return child
  }

  private func output(of child: ChildProcess) throws -> (String, Int32) {
    let out = Pipe()
    child.standardOutput = out
    try child.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), child.terminationStatus)
  }

  @Test func theExitCodeAndWhatTheChildWroteComeBack() throws {
    let child = shell("printf 'hello'; exit 7")
    let (text, status) = try output(of: child)
    #expect(text == "hello")
    #expect(status == 7)
    #expect(child.terminationReason == .exit)
    #expect(!child.isRunning)
  }

  @Test func inputReachesTheChildAndItsEndIsSeenWhenWeClose() throws {
    let child = shell("tr a-z A-Z")
    let input = Pipe()
    child.standardInput = input
    let out = Pipe()
    child.standardOutput = out
    try child.run()
    input.fileHandleForWriting.write(Data("visor".utf8))
    try input.fileHandleForWriting.close()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    #expect(String(decoding: data, as: UTF8.self) == "VISOR")
  }

  @Test func theChildGetsOnlyTheStandardThreeDescriptors() throws {
    let unrelated = Pipe()  // open in the parent, passed to nobody
    defer {
      try? unrelated.fileHandleForReading.close()
      try? unrelated.fileHandleForWriting.close()
    }
    let (listing, status) = try output(of: shell("ls /proc/$$/fd"))
    #expect(status == 0)
    let descriptors = Set(listing.split(separator: "\n").compactMap { Int32($0) })
    #expect(descriptors.isSuperset(of: [0, 1, 2]))
    #expect(!descriptors.contains(unrelated.fileHandleForReading.fileDescriptor))
    #expect(!descriptors.contains(unrelated.fileHandleForWriting.fileDescriptor))
    #expect(descriptors.count <= 4, "the child inherited \(descriptors.sorted())")
  }

  @Test func aSignalIsReportedAsTheReasonWithItsNumber() async throws {
    let child = shell("sleep 30")
    child.standardOutput = FileHandle.nullDevice
    let ended = Mutex<ChildProcess.TerminationReason?>(nil)
    child.terminationHandler = { finished in ended.withLock { $0 = finished.terminationReason } }
    try child.run()
    #expect(child.isRunning)
    #expect(child.processIdentifier > 0)
    child.terminate()
    child.waitUntilExit()
    child.waitUntilExit()  // a second wait returns too
    #expect(child.terminationReason == .uncaughtSignal)
    #expect(child.terminationStatus == SIGTERM)
    let deadline = ContinuousClock.now + .seconds(10)
    while ended.withLock({ $0 }) == nil, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(ended.withLock { $0 } == .uncaughtSignal)
  }

  @Test func theEnvironmentAndDirectoryAreTheOnesGiven() throws {
    let child = shell("printf '%s %s' \"$VISOR_CHILD_TEST\" \"$(pwd)\"")
    child.environment = ["VISOR_CHILD_TEST": "given", "PATH": "/usr/bin:/bin"]
    child.currentDirectoryURL = URL(fileURLWithPath: "/tmp")
    let (text, _) = try output(of: child)
    #expect(text == "given /tmp")
  }

  @Test func aMissingProgramThrowsAndNeverRuns() {
    let child = ChildProcess()
    child.executableURL = URL(fileURLWithPath: "/nonexistent/visor-no-such-program")
    #expect(throws: (any Error).self) { try child.run() }
    #expect(!child.isRunning)
    child.waitUntilExit()  // returns at once: nothing was started
  }

  /// Many children started at once from many threads, as the test suite and a busy server do; the
  /// crash this type replaces showed in roughly one run in five of a suite like this.
  @Test func manyChildrenStartedConcurrentlyAllEndCleanly() async throws {
    let codes = try await withThrowingTaskGroup(of: Int32.self) { group in
      for index in 0..<64 {
        group.addTask {
          let child = shell("exit \(index % 5)")
          child.standardOutput = FileHandle.nullDevice
          try child.run()
          child.waitUntilExit()
          return child.terminationStatus - Int32(index % 5)
        }
      }
      return try await group.reduce(into: [Int32]()) { $0.append($1) }
    }
    #expect(codes.count == 64)
    #expect(codes.allSatisfy { $0 == 0 })
  }
}
