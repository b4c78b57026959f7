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
        // Each place is worked out once (a location made from an offset finds its line on every read), not on every
        // comparison.
        let keys = diagnostics.map { diagnostic in
            (
                isNote: diagnostic.severity == .note, path: diagnostic.location?.path,
                position: diagnostic.location?.position
            )
        }
        let order = diagnostics.indices.sorted { lhs, rhs in
            let left = keys[lhs]
            let right = keys[rhs]
            if left.isNote != right.isNote { return right.isNote }
            switch (left.path, right.path) {
            case (nil, .some): return true
            case (.some, nil): return false
            case (let l?, let r?) where l != r: return l < r
            default: break
            }
            if let l = left.position, let r = right.position, l != r { return l < r }
            return lhs < rhs
        }
        return order.map { diagnostics[$0] }
    }
}
