/// A value that collects diagnostics, so every stage can report all problems instead of the first.
public struct DiagnosticBag: Sendable {
    /// The diagnostics in the order they were reported.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty bag.
    public init() {}

    /// Creates a bag holding `diagnostics`, in that order.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Adds one diagnostic.
    public mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Adds every diagnostic of another bag.
    public mutating func append(contentsOf other: DiagnosticBag) {
        diagnostics.append(contentsOf: other.diagnostics)
    }

    /// Adds a sequence of diagnostics.
    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// The number of errors.
    public var errorCount: Int {
        diagnostics.reduce(0) { $0 + ($1.severity == .error ? 1 : 0) }
    }

    /// The number of warnings.
    public var warningCount: Int {
        diagnostics.reduce(0) { $0 + ($1.severity == .warning ? 1 : 0) }
    }

    /// The diagnostics in a deterministic order: by location (none first), then in the order they were reported;
    /// a diagnostic that is itself a note comes after every error and warning, so it never precedes the error it
    /// explains (a reader's note at one file of a pair, about an error lowering reports at the other).
    public func sorted() -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element
            let right = rhs.element
            if (left.severity == .note) != (right.severity == .note) { return right.severity == .note }
            switch (left.location, right.location) {
            case (nil, .some): return true
            case (.some, nil): return false
            case (let l?, let r?) where l != r: return l < r
            default: break
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
