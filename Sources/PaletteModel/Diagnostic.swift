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
    /// when they are read, so readers can note where everything is at the cost of an integer.
    public struct Location: Hashable, Sendable, Comparable {
        /// The path as shown to the user.
        public var path: String
        /// Where in the file: a line and column, or an offset still to be turned into them.
        private var place: Place

        /// A line and column, or a byte offset with the line table that turns it into them.
        private enum Place: Sendable {
            /// Known line and column.
            case position(SourcePosition)
            /// A byte offset in a file.
            case offset(Int, SourceLines)
        }

        /// Creates a location.
        public init(path: String, line: Int, column: Int) {
            self.path = path
            self.place = .position(SourcePosition(line: line, column: column))
        }

        /// Creates the location of a byte offset in a file's line table.
        init(path: String, offset: Int, in lines: SourceLines) {
            self.path = path
            self.place = .offset(offset, lines)
        }

        /// The line and column.
        public var position: SourcePosition {
            switch place {
            case .position(let position): position
            case .offset(let offset, let lines): lines.position(ofOffset: offset)
            }
        }

        /// The 1-based line.
        public var line: Int {
            get { position.line }
            set { place = .position(SourcePosition(line: newValue, column: column)) }
        }

        /// The 1-based column, counted in Unicode scalars.
        public var column: Int {
            get { position.column }
            set { place = .position(SourcePosition(line: line, column: newValue)) }
        }

        /// Locations are equal when their paths, lines and columns are.
        public static func == (lhs: Location, rhs: Location) -> Bool {
            lhs.path == rhs.path && lhs.position == rhs.position
        }

        /// Hashes the path, line and column.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(path)
            hasher.combine(position)
        }

        /// Orders locations by path, line and column.
        public static func < (lhs: Location, rhs: Location) -> Bool {
            lhs.path != rhs.path ? lhs.path < rhs.path : lhs.position < rhs.position
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
