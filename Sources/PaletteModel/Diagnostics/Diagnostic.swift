/// One problem found in the input, with a stable rule id, a location and related notes.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// Stops the build; exit status 1.
        case error
        /// Reported, but the build goes on unless warnings are errors.
        case warning
        /// Extra context attached to an error or warning.
        case note

        /// Errors sort before warnings, warnings before notes.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }

        /// The sort rank.
        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }
    }

    /// A place in a file: a display path and a 1-based line and column.
    ///
    /// A location made from a byte offset (`SourceFile.location(ofOffset:)`) works its line and column out only
    /// when they are read, so readers can note where everything is at the cost of an integer. It is two words: a
    /// reference to what every location of its file shares (the path and line table) and the offset (or, for a
    /// location made from a line and column, both packed), so an optional location costs no more than one.
    public struct Location: Hashable, Sendable, Comparable {
        /// The path and, for offsets, the line table; shared by every location made from one `SourceFile`.
        final class Origin: Sendable {
            /// The path as shown to the user.
            let path: String
            /// The line table offsets are looked up in; `nil` when `value` packs a line and column.
            let lines: SourceLines?

            /// An origin for `path`.
            init(path: String, lines: SourceLines?) {
                self.path = path
                self.lines = lines
            }
        }

        /// The path and line table.
        private var origin: Origin
        /// A byte offset in `origin.lines`, or, without lines, the line shifted left by 32 bits plus the column.
        private var value: Int

        /// Creates a location.
        public init(path: String, line: Int, column: Int) {
            self.origin = Origin(path: path, lines: nil)
            self.value = Self.packed(line: line, column: column)
        }

        /// Creates the location of a byte offset in a file whose path and line table `origin` holds.
        init(offset: Int, in origin: Origin) {
            self.origin = origin
            self.value = offset
        }

        /// The path as shown to the user.
        public var path: String {
            get { origin.path }
            set {
                let position = position
                origin = Origin(path: newValue, lines: nil)
                value = Self.packed(line: position.line, column: position.column)
            }
        }

        /// The line and column.
        public var position: SourcePosition {
            if let lines = origin.lines {
                return lines.position(ofOffset: value)
            }
            return SourcePosition(line: value >> 32, column: value & 0xFFFF_FFFF)
        }

        /// The 1-based line.
        public var line: Int {
            get { position.line }
            set { moved(to: SourcePosition(line: newValue, column: column)) }
        }

        /// The 1-based column, counted in Unicode scalars.
        public var column: Int {
            get { position.column }
            set { moved(to: SourcePosition(line: line, column: newValue)) }
        }

        /// Makes this a location of a line and column in the same file.
        private mutating func moved(to position: SourcePosition) {
            if origin.lines != nil {
                origin = Origin(path: origin.path, lines: nil)
            }
            value = Self.packed(line: position.line, column: position.column)
        }

        /// A line and column in one integer (each clamped to 0…2³¹ − 1).
        private static func packed(line: Int, column: Int) -> Int {
            let limit = Int(Int32.max)
            return min(max(line, 0), limit) << 32 | min(max(column, 0), limit)
        }

        /// Locations are equal when their paths, lines and columns are.
        public static func == (lhs: Location, rhs: Location) -> Bool {
            if lhs.origin === rhs.origin, lhs.value == rhs.value { return true }
            return lhs.path == rhs.path && lhs.position == rhs.position
        }

        /// Hashes the path, line and column.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(path)
            hasher.combine(position)
        }

        /// Orders locations by path, line and column.
        public static func < (lhs: Location, rhs: Location) -> Bool {
            if lhs.origin === rhs.origin, lhs.origin.lines != nil { return lhs.value < rhs.value }
            return lhs.path != rhs.path ? lhs.path < rhs.path : lhs.position < rhs.position
        }
    }

    /// A related place, printed as a `note:` line after its diagnostic.
    public struct Note: Hashable, Sendable {
        /// What the note says.
        public var message: String
        /// Where it points, if anywhere.
        public var location: Location?

        /// Creates a note.
        public init(_ message: String, at location: Location?) {
            self.message = message
            self.location = location
        }
    }

    /// The severity after any `--warnings-as-errors` promotion.
    public var severity: Severity
    /// The stable rule id, such as `duplicate-key`.
    public var rule: Rule
    /// A one-line, human message.
    public var message: String
    /// Where the problem is, if it has a place.
    public var location: Location?
    /// Related places.
    public var notes: [Note]
    /// The likely cause this diagnostic may share with others of its rule, so that many of them print as one
    /// summary (`DiagnosticSummary`); `nil` for a diagnostic that is its own cause.
    public var cause: Cause?

    /// Creates a diagnostic with the rule's default severity unless one is given.
    public init(
        _ rule: Rule,
        _ message: String,
        at location: Location?,
        severity: Severity? = nil,
        notes: [Note] = [],
        cause: Cause? = nil
    ) {
        self.rule = rule
        self.message = message
        self.location = location
        self.severity = severity ?? rule.defaultSeverity
        self.notes = notes
        self.cause = cause
    }
}
