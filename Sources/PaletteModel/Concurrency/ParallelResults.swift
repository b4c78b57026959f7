import Dispatch

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Results filled in from `DispatchQueue.concurrentPerform`, one slot per iteration.
public final class ParallelResults<Value: Sendable>: @unchecked Sendable {
    /// Guards `slots`.
    private let lock = Lock()
    /// One value per iteration, once it has run.
    private var slots: [Value?]

    /// Creates `count` empty slots.
    public init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// Computes slot `index`'s value (outside the lock) and stores it.
    public func set(_ index: Int, _ compute: () -> Value) {
        let value = compute()
        lock.withLock { slots[index] = value }
    }

    /// Every value, in iteration order (every slot is set once `concurrentPerform` returns).
    public var values: [Value] {
        lock.withLock { slots.compactMap { $0 } }
    }
}

/// Work over `0..<count` cut into contiguous slices that run side by side, one per core.
public enum ParallelSlices {
    /// The most slices work is cut into: the active cores, at most 8.
    public static let cores = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))

    /// How many slices `count` items are cut into: one per core, with at least `minimumPerSlice` items in each (so a
    /// small palette runs on the calling thread alone).
    public static func sliceCount(_ count: Int, minimumPerSlice: Int) -> Int {
        max(1, min(cores, count / max(1, minimumPerSlice)))
    }

    /// `transform` of every index in `0..<count`, in order, computed in contiguous slices side by side.
    ///
    /// The diagnostics of each slice are appended in slice order, so they come out as those of one loop from 0 to
    /// `count` would. The array is filled in place: no slice's results are copied.
    public static func map<Value: Sendable>(
        count: Int,
        minimumPerSlice: Int = 4096,
        diagnostics: inout DiagnosticBag,
        _ transform: @Sendable (Int, inout DiagnosticBag) -> Value
    ) -> [Value] {
        let slices = sliceCount(count, minimumPerSlice: minimumPerSlice)
        guard slices > 1 else {
            var values: [Value] = []
            values.reserveCapacity(count)
            for index in 0..<count { values.append(transform(index, &diagnostics)) }
            return values
        }
        let bags = ParallelResults<DiagnosticBag>(count: slices)
        let values = [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let first = buffer.baseAddress else { return }
            let base = SlicedStorage(base: first)
            DispatchQueue.concurrentPerform(iterations: slices) { slice in
                var bag = DiagnosticBag()
                for index in count * slice / slices..<count * (slice + 1) / slices {
                    (base.base + index).initialize(to: transform(index, &bag))
                }
                bags.set(slice) { bag }
            }
            initialized = count
        }
        for bag in bags.values { diagnostics.append(contentsOf: bag) }
        return values
    }
}

/// The storage of an array being filled by slices side by side, each initializing only its own indexes.
private struct SlicedStorage<Value: Sendable>: @unchecked Sendable {
    /// The first element.
    let base: UnsafeMutablePointer<Value>
}
