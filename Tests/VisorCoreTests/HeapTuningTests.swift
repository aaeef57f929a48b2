import Synchronization
import Testing

@testable import VisorCore

/// ``IdleHeapReturn`` hands memory back once, after the last piece of work has been quiet, and never
/// while work goes on (the scheduled checks are run by hand here: no clock).
@Suite struct HeapTuningTests {
  final class Recorder: Sendable {
    let pending = Mutex<[@Sendable () -> Void]>([])
    let returned = Atomic<Int>(0)
  }

  final class Harness: Sendable {
    let recorder: Recorder
    let idle: IdleHeapReturn
    init() {
      let recorder = Recorder()
      self.recorder = recorder
      idle = IdleHeapReturn(
        schedule: { _, body in recorder.pending.withLock { $0.append(body) } },
        giveBack: { recorder.returned.add(1, ordering: .relaxed) })
    }
    func runScheduled() {
      let due = recorder.pending.withLock { pending in
        defer { pending.removeAll() }
        return pending
      }
      for body in due { body() }
    }
    var count: Int { recorder.returned.load(ordering: .relaxed) }
  }

  @Test func memoryGoesBackOnceTheLastWorkIsQuiet() {
    let harness = Harness()
    let idle = harness.idle
    idle.started()
    idle.started()
    idle.finished()
    harness.runScheduled()
    #expect(harness.count == 0, "one piece of work still runs")
    idle.finished()
    harness.runScheduled()
    #expect(harness.count == 1)
  }

  @Test func workThatStartsAgainBeforeTheDelayKeepsTheMemory() {
    let harness = Harness()
    let idle = harness.idle
    idle.started()
    idle.finished()  // a check is scheduled…
    idle.started()  // …but work comes back before it runs
    harness.runScheduled()
    #expect(harness.count == 0)
    idle.finished()
    harness.runScheduled()
    #expect(harness.count == 1)
  }

  @Test func configuringTwiceIsHarmless() {
    HeapTuning.configureForServing()
    HeapTuning.configureForServing()
    #expect(HeapTuning.isConfigured)
    HeapTuning.returnFreeMemory()
  }
}
