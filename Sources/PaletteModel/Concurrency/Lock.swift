import Dispatch

/// A mutual-exclusion lock from Dispatch alone (`NSLock` is not in `FoundationEssentials`, which the product links).
public final class Lock: @unchecked Sendable {
    /// A semaphore of one.
    private let semaphore = DispatchSemaphore(value: 1)

    /// Creates an unlocked lock.
    public init() {}

    /// Takes the lock, waiting for it.
    public func lock() { semaphore.wait() }

    /// Gives the lock back.
    public func unlock() { semaphore.signal() }

    /// `body`'s result, computed while holding the lock.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        semaphore.wait()
        defer { semaphore.signal() }
        return try body()
    }
}
