/// Bounds every reader enforces, so a hostile or broken file ends in `limit-exceeded` instead of a crash.
///
/// The depth limit also bounds the recursion that releasing a deeply nested tree needs.
public struct ReaderLimits: Hashable, Sendable {
    /// The deepest nesting of arrays, objects or XML elements a reader accepts.
    public var maxDepth: Int
    /// The largest file, in bytes, a reader accepts.
    public var maxFileBytes: Int

    /// Creates limits.
    public init(maxDepth: Int = 512, maxFileBytes: Int = 64 * 1024 * 1024) {
        self.maxDepth = maxDepth
        self.maxFileBytes = maxFileBytes
    }

    /// 512 levels and 64 MiB.
    public static let `default` = ReaderLimits()
}
