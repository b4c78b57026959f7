#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock with a condition to wait on: threads wait, with the lock given up, until another changes what they wait
/// for and wakes them (`Lock` cannot wait for a change).
public final class Condition: @unchecked Sendable {
    /// The mutex, at an address of its own (a pthread mutex must not move).
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The condition variable, likewise.
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    /// Creates an unlocked condition.
    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// `body`'s result, computed while holding the lock; `body` may `wait()`.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Gives up the lock until `broadcast()` (or a spurious wake-up), then takes it again; only inside `withLock`.
    public func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread waiting; only inside `withLock`.
    public func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
