import PaletteModel

/// Bounds every reader enforces, so a hostile or broken file ends in `limit-exceeded` instead of a crash.
///
/// The depth limit also bounds the recursion that releasing a deeply nested tree needs.
public struct ReaderLimits: Hashable, Sendable {
    /// The deepest nesting of arrays, objects or XML elements a reader accepts.
    public var maxDepth: Int
    /// The largest file, in bytes, a reader accepts.
    public var maxFileBytes: Int
    /// The most color entries one build may have.
    public var maxEntries: Int
    /// The largest image file, in bytes, a palette may name (`--max-image-size`): artwork is copied into apps and
    /// web pages, where a file this large is a mistake, and every image of a build is read to check it.
    public var maxImageBytes: Int
    /// The most files and folders one walk of a folder input reads (`--max-folder-entries`): a walk reads them
    /// all, or stops with `limit-exceeded`.
    public var maxFolderEntries: Int

    /// Creates limits.
    public init(
        maxDepth: Int = 512,
        maxFileBytes: Int = 64 * 1024 * 1024,
        maxEntries: Int = 1_000_000,
        maxImageBytes: Int = 16 * 1024 * 1024,
        maxFolderEntries: Int = 100_000
    ) {
        self.maxDepth = maxDepth
        self.maxFileBytes = maxFileBytes
        self.maxEntries = maxEntries
        self.maxImageBytes = maxImageBytes
        self.maxFolderEntries = maxFolderEntries
    }

    /// The deepest nesting `maxDepth` may be raised to: 1,000,000 levels.
    ///
    /// Releasing a tree recurses once per level, and `palettec` runs on a stack sized for this many.
    public static let maximumDepth = 1_000_000

    /// The deepest nesting a tree may have to be read (and, when a stretch is not used, released) on a thread of the
    /// system's pool rather than on palettec's large stack (a pool thread's stack is 512 KB on some systems).
    public static let pooledThreadDepth = 1024

    /// Whether files read within these limits may be read in stretches on other threads (`JSONReader`): only when
    /// their trees cannot nest deeper than `pooledThreadDepth`.
    public var allowsPooledThreads: Bool { maxDepth <= Self.pooledThreadDepth }

    /// 512 levels, 64 MiB, 1,000,000 entries, 16 MiB images and 100,000 entries in a folder input.
    public static let `default` = ReaderLimits()
}
