import Foundation

/// Results filled in from `DispatchQueue.concurrentPerform`, one slot per iteration.
final class ParallelResults<Value: Sendable>: @unchecked Sendable {
    /// Guards `slots`.
    private let lock = NSLock()
    /// One value per iteration, once it has run.
    private var slots: [Value?]

    /// Creates `count` empty slots.
    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// Computes slot `index`'s value (outside the lock) and stores it.
    func set(_ index: Int, _ compute: () -> Value) {
        let value = compute()
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// Every value, in iteration order (every slot is set once `concurrentPerform` returns).
    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
