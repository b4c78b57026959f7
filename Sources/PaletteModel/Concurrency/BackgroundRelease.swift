import Dispatch

/// Lets go of large values on a background queue, so the thread that is done with them goes on while their storage
/// is freed: a 100,000-color palette's model takes tens of milliseconds to free.
///
/// Only the release moves: what the value holds is never read again, and the process may exit before the queue
/// gets to it (which frees nothing the system does not reclaim).
public enum BackgroundRelease {
    /// The queue the values are released on, one at a time.
    private static let queue = DispatchQueue(label: "palettec.release", qos: .utility)

    /// Releases the caller's `value` on the background queue.
    public static func release<Value: Sendable>(_ value: consuming Value) {
        let held = value
        queue.async { withExtendedLifetime(held) {} }
    }

    /// Waits until every value handed over so far is released.
    public static func drain() {
        queue.sync {}
    }
}
