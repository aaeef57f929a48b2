import Foundation
import Synchronization
import Testing
import VisorCore
import VisorTestSupport

@testable import VisorServer

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 23 item 8: photo work goes through one bounded queue. 200 concurrent 12 MP analyses were all
/// admitted and decoded at once (RSS 3.5 GB, every answer after 114 s, so a phone's timeout failed them
/// all); now each upload takes a place from its head, waits its turn first come first served, and an
/// upload whose wait would pass `--max-photo-wait` hears 503 with Retry-After before its body is read.
/// `make bench` runs the 200 (bench/photo_work_bench.py); this suite runs the queue and 20 at once.
@Suite struct PhotoAdmissionQueueTests {
  @Test func uploadsPastThePatienceAreRefusedWithWhenToComeBack() throws {
    let admission = PhotoAdmission(
      limits: .init(running: 1, maxWait: .seconds(1), memoryBytes: 1 << 30), initialAverage: .seconds(2))
    let first = try admission.admit(bytes: 100_000).get()
    // One ahead, one place, two seconds each: a two-second wait, past the one-second patience.
    guard case .failure(let busy) = admission.admit(bytes: 100_000) else {
      Issue.record("a second upload was admitted past the patience")
      return
    }
    #expect(busy.code == .serverBusy)
    #expect(busy.retryAfter == 1)
    #expect(busy.message.contains("send this one again in 1 second"))
    first.release()
    #expect(admission.snapshot.admitted == 0)
    _ = try admission.admit(bytes: 100_000).get()
  }

  @Test func theBodiesHeldAreBoundedButOneUploadIsAlwaysAdmitted() throws {
    let admission = PhotoAdmission(
      limits: .init(running: 4, maxWait: .seconds(60), memoryBytes: 10_000_000), initialAverage: .seconds(3))
    let big = try admission.admit(bytes: 50_000_000).get()  // alone: admitted whatever its size
    #expect(throws: VisorError.self) { try admission.admit(bytes: 1).get() }
    big.release()
    let eight = try admission.admit(bytes: 8_000_000).get()
    #expect(throws: VisorError.self) { try admission.admit(bytes: 4_000_000).get() }
    let one = try admission.admit(bytes: 1_000_000).get()
    #expect(admission.snapshot.bytes == 9_000_000)
    eight.release()
    one.release()
    #expect(admission.snapshot == .init(admitted: 0, running: 0, waiting: 0, bytes: 0, averageSeconds: 3))
  }

  @Test func turnsAreTakenInTheOrderUploadsArrived() async throws {
    let admission = PhotoAdmission(limits: .init(running: 1, maxWait: .seconds(600)))
    let tickets = try (0..<4).map { _ in try admission.admit(bytes: 100_000).get() }
    try await tickets[0].begin()
    let order = Locked<[Int]>([])
    var waiters: [Task<Void, any Error>] = []
    for index in 1..<4 {
      waiters.append(
        Task {
          try await tickets[index].begin()
          order.withLock { $0.append(index) }
          tickets[index].release()
        })
      // Queued before the next one starts, so the queue's order is known.
      try await waitUntil { admission.snapshot.waiting == index }
    }
    let queued = admission.snapshot
    #expect(queued.running == 1)
    tickets[0].release()
    for waiter in waiters { try await waiter.value }
    #expect(order.withLock { $0 } == [1, 2, 3])
    #expect(admission.snapshot.admitted == 0)
  }

  @Test func aWaiterWhoseClientLeftGivesUpItsPlace() async throws {
    let admission = PhotoAdmission(limits: .init(running: 1, maxWait: .seconds(600)))
    let running = try admission.admit(bytes: 1).get()
    try await running.begin()
    let leaving = try admission.admit(bytes: 1).get()
    let waiter = Task { try await leaving.begin() }
    try await waitUntil { admission.snapshot.waiting == 1 }
    waiter.cancel()
    await #expect(throws: CancellationError.self) { try await waiter.value }
    #expect(admission.snapshot.waiting == 0)
    leaving.release()
    // A ticket released while it waits (its request completed) is woken too.
    let next = try admission.admit(bytes: 1).get()
    let blocked = Task { try await next.begin() }
    try await waitUntil { admission.snapshot.waiting == 1 }
    next.release()
    await #expect(throws: CancellationError.self) { try await blocked.value }
    running.release()
    running.release()  // twice: counted once
    #expect(
      admission.snapshot
        == .init(
          admitted: 0, running: 0, waiting: 0, bytes: 0, averageSeconds: admission.snapshot.averageSeconds))
    // Dropped without a release (a request that vanished): its place is given back all the same.
    do { _ = try admission.admit(bytes: 5).get() }
    #expect(admission.snapshot.admitted == 0)
  }

  func waitUntil(_ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(10)
    while !condition() {
      guard ContinuousClock.now < deadline else {
        Issue.record("the condition did not hold within 10 s")
        return
      }
      try await Task.sleep(for: .milliseconds(5))
    }
  }
}

@Suite(.live, .serialized) struct PhotoAdmissionHTTPTests {
  /// A noisy PNG of a few hundred kilobytes: photo-sized for admission, quick to analyse.
  static let photo = PNGMaker.image(width: 360, height: 240) { x, y in
    let noise = UInt8(truncatingIfNeeded: (x &* 7_919 &+ y &* 104_729) ^ (x &* y))
    return (noise, UInt8(truncatingIfNeeded: x), UInt8(truncatingIfNeeded: y))
  }

  @Test(.live) func anUploadPastTheQueueHears503BeforeItsBody() async throws {
    try await withApp(configure: {
      $0.maxPhotoWork = 1; $0.maxPhotoWaitSeconds = 1
    }) { t in
      let (_, token) = try await t.user("alice")
      func head(length: Int) -> Data {
        Data(
          """
          POST /api/v1/vision/analyze HTTP/1.1\r
          Host: 127.0.0.1\r
          Authorization: Bearer \(token)\r
          Content-Type: multipart/form-data; boundary=x\r
          Content-Length: \(length)\r
          \r

          """.utf8)
      }
      // The first upload takes the only place and is still arriving.
      let first = try RawSocket(port: t.app.port)
      defer { first.close() }
      try first.send(head(length: 2_000_000) + Data(repeating: 0x61, count: 100_000))
      let deadline = ContinuousClock.now + .seconds(10)
      while t.app.photoAdmission.snapshot.admitted == 0, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(10))
      }
      #expect(t.app.photoAdmission.snapshot.admitted == 1)
      // The second would wait longer than a second: 503 with Retry-After from its head alone.
      let second = try RawSocket(port: t.app.port)
      defer { second.close() }
      try second.send(head(length: 2_000_000))
      let reply = try await second.received(until: "send this one again in", timeout: 10)
      #expect(reply.hasPrefix("HTTP/1.1 503"), "\(reply.prefix(200))")
      #expect(reply.lowercased().contains("retry-after: "))
      #expect(reply.contains("\"server_busy\"") && reply.contains("send this one again in"))
      // The first upload completes (a malformed form: 400) and gives its place back.
      try first.send(Data(repeating: 0x61, count: 1_900_000))
      #expect(try await first.readUntil("HTTP/1.1 400", timeout: 30))
      while t.app.photoAdmission.snapshot.admitted > 0, ContinuousClock.now < deadline + .seconds(20) {
        try await Task.sleep(for: .milliseconds(10))
      }
      #expect(t.app.photoAdmission.snapshot.admitted == 0)
      let (body, type) = TestApp.multipart([("image", "photo.png", "image/png", Self.photo)])
      let answer = try await t.request(
        "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type)
      #expect(answer.status == 200, "\(answer.text)")
    }
  }

  @Test(.live) func twentyConcurrentAnalysesAreAnsweredOrToldWhenToComeBack() async throws {
    try await withApp(configure: { $0.maxPhotoWork = 2 }) { t in
      let (_, token) = try await t.user("alice")
      let (body, type) = TestApp.multipart([("image", "photo.png", "image/png", Self.photo)])
      #expect(body.count >= BodyAdmission.photoBytes)
      let peakRunning = Locked(0)
      let sampler = Task {
        while !Task.isCancelled {
          let running = t.app.photoAdmission.snapshot.running
          peakRunning.withLock { $0 = max($0, running) }
          try? await Task.sleep(for: .milliseconds(2))
        }
      }
      let replies = try await withThrowingTaskGroup(of: TestApp.Reply.self) { group in
        for _ in 0..<20 {
          group.addTask {
            try await t.request(
              "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type, timeout: 120)
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      sampler.cancel()
      let answered = replies.filter { $0.status == 200 && $0.json["message"] != nil }
      let refused = replies.filter { $0.status == 503 && $0.header("Retry-After") != nil }
      #expect(
        answered.count + refused.count == 20, "\(replies.map { "\($0.status) \($0.text.prefix(120))" })")
      #expect(answered.count >= 2)
      #expect(peakRunning.withLock { $0 } <= 2)
      // A place is given back as the answer is handed to the connection, which may be just after the
      // client has read it.
      let deadline = ContinuousClock.now + .seconds(10)
      while t.app.photoAdmission.snapshot.admitted > 0, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(10))
      }
      #expect(t.app.photoAdmission.snapshot.admitted == 0, "a place was not given back")
    }
  }
}

/// A value tasks share in a test.
final class Locked<Value: Sendable>: Sendable {
  private let value: Mutex<Value>
  init(_ value: Value) { self.value = Mutex(value) }
  func withLock<R: Sendable>(_ body: (inout Value) -> R) -> R { value.withLock { body(&$0) } }
}
