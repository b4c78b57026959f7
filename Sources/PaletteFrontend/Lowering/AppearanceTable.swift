import PaletteModel

/// The appearances of a build: the four built-in ones plus the themes its documents declare, validated.
struct AppearanceTable {
    /// The appearances in palette order.
    private(set) var appearances: [Appearance] = Appearance.builtIn
    /// Index of each appearance by name.
    private(set) var index: [String: Int] = [:]
    /// The names of declared themes that were rejected (reported): values for them are not reported again as
    /// unknown appearances.
    private(set) var rejected: Set<String> = []
    /// The positions of themes whose written fallback could not be used (reported): a value missing for them is
    /// not reported again per entry.
    private(set) var brokenFallbacks: Set<Int> = []
    /// The theme fallback loops already reported, by their position in `ThemeFallbacks.loops`, so a loop is
    /// reported once.
    private var reportedLoops: Set<Int> = []
    /// The position of each appearance's fallback, when it has one that can be used.
    private(set) var fallbackPositions: [Int?] = []
    /// The appearances that have a fallback, each after its fallback: filling slots in this order, a slot copies
    /// the value its whole chain ends in from the one slot before it.
    private(set) var fallbackOrder: [Int] = []

    /// Builds the table from every document's theme declarations, reporting malformed or conflicting ones.
    init(documents: [PaletteDocument], diagnostics: inout DiagnosticBag) {
        for (position, appearance) in appearances.enumerated() {
            index[appearance.name] = position
        }
        var declared: [String: ThemeDeclaration] = [:]
        var order: [ThemeDeclaration] = []
        for document in documents {
            for theme in document.themes {
                if Appearance.builtIn.contains(where: { $0.name == theme.name }) {
                    diagnostics.report(.builtInTheme(theme.name, at: theme.location))
                    continue
                }
                if let problem = Self.nameProblem(theme.name) {
                    diagnostics.report(Diagnostic(.invalidAppearance, problem.text, at: theme.location))
                    rejected.insert(theme.name)
                    continue
                }
                if let earlier = declared[theme.name] {
                    diagnostics.report(.themeDeclaredTwice(theme.name, at: theme.location, first: earlier.location))
                    continue
                }
                declared[theme.name] = theme
                order.append(theme)
            }
        }
        for theme in order {
            index[theme.name] = appearances.count
            appearances.append(Appearance(name: theme.name, scheme: .light, description: theme.description))
        }
        let fallbacks = ThemeFallbacks(declared: declared, order: order)
        var suggestions = Suggestion.Budget(ordered: appearances.map(\.name))
        for theme in order {
            resolve(theme, fallbacks: fallbacks, suggestions: &suggestions, diagnostics: &diagnostics)
        }
        orderFallbacks()
    }

    /// Works out `fallbackPositions` and `fallbackOrder`, following each chain of fallbacks once.
    private mutating func orderFallbacks() {
        fallbackPositions = appearances.map { $0.fallback.flatMap { index[$0] } }
        var placed = [Bool](repeating: false, count: appearances.count)
        for start in appearances.indices {
            var chain: [Int] = []
            var current = start
            // Fallback loops were broken when they were reported; `placed` ends the walk on any left all the same.
            while !placed[current], let next = fallbackPositions[current] {
                placed[current] = true
                chain.append(current)
                current = next
            }
            fallbackOrder.append(contentsOf: chain.reversed())
        }
    }

    /// How many appearances `position(of:)` scans before it uses the index instead.
    private static let scanLimit = 8

    /// The position of the appearance named `name`: a scan of the few names most palettes have, which is cheaper
    /// than hashing the name, and the index beyond.
    func position(of name: String) -> Int? {
        guard appearances.count <= Self.scanLimit else { return index[name] }
        for position in appearances.indices where appearances[position].name == name {
            return position
        }
        return nil
    }

    /// Checks a theme's fallback and scheme and fills them into its appearance.
    private mutating func resolve(
        _ theme: ThemeDeclaration,
        fallbacks: ThemeFallbacks,
        suggestions: inout Suggestion.Budget,
        diagnostics: inout DiagnosticBag
    ) {
        guard let position = index[theme.name] else { return }
        var fallbackScheme: Appearance.Scheme?
        if let fallback = theme.fallback {
            if fallback == theme.name {
                diagnostics.report(.fallbackToItself(theme, at: theme.fallbackLocation))
                brokenFallbacks.insert(position)
            } else if let target = index[fallback] {
                if let loop = fallbacks.loopOf[theme.name] {
                    if reportedLoops.insert(loop).inserted {
                        let chain = fallbacks.chain(around: loop, from: theme.name)
                        diagnostics.report(.fallbackLoop(chain, at: theme.fallbackLocation))
                    }
                    brokenFallbacks.insert(position)
                } else {
                    appearances[position].fallback = fallback
                    fallbackScheme = target < Appearance.builtIn.count ? appearances[target].scheme : nil
                }
            } else {
                diagnostics.report(
                    .unknownFallback(
                        theme,
                        known: appearances,
                        suggestion: suggestions.closest(to: fallback),
                        at: theme.fallbackLocation
                    )
                )
                brokenFallbacks.insert(position)
            }
        } else if theme.fallbackLocation != nil {
            // A fallback was written but could not be read (reported by the reader, such as a number).
            brokenFallbacks.insert(position)
        }
        switch theme.scheme {
        case nil:
            appearances[position].scheme = fallbackScheme ?? fallbacks.schemes[theme.name] ?? .light
        case "light"?:
            appearances[position].scheme = .light
        case "dark"?:
            appearances[position].scheme = .dark
        case let other?:
            diagnostics.report(.unknownScheme(other, of: theme.name, at: theme.schemeLocation))
        }
    }

    /// Why a theme name is unusable, if it is: names become CSS attribute values and Swift enum cases.
    static func nameProblem(_ name: String) -> DiagnosticMessage? {
        if name.isEmpty { return .emptyThemeName }
        let allowed = name.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || byte == 0x5F
        }
        return allowed ? nil : .invalidThemeName(name)
    }
}

extension Diagnostic {
    fileprivate static func builtInTheme(_ name: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .invalidAppearance,
            "'\(name)' is a built-in appearance and cannot be declared as a theme",
            at: location
        )
    }

    fileprivate static func themeDeclaredTwice(_ name: String, at location: Location?, first: Location?) -> Diagnostic {
        Diagnostic(
            .duplicateKey,
            "theme '\(name)' is declared twice",
            at: location,
            notes: [Note("'\(name)' first declared here", at: first)]
        )
    }

    fileprivate static func unknownScheme(_ scheme: String, of theme: String, at location: Location?) -> Diagnostic {
        Diagnostic(.invalidAppearance, "scheme '\(scheme)' of theme '\(theme)' must be 'light' or 'dark'", at: location)
    }

    fileprivate static func fallbackToItself(_ theme: ThemeDeclaration, at location: Location?) -> Diagnostic {
        Diagnostic(.invalidAppearance, "theme '\(theme.name)' cannot fall back to itself", at: location)
    }

    fileprivate static func fallbackLoop(_ chain: [String], at location: Location?) -> Diagnostic {
        Diagnostic(
            .invalidAppearance,
            "theme fallbacks form a loop: \(chain.joined(separator: " → "))",
            at: location
        )
    }

    /// A theme's fallback names no appearance: the first few known ones, and the closest when one is close.
    fileprivate static func unknownFallback(
        _ theme: ThemeDeclaration,
        known: [Appearance],
        suggestion: String?,
        at location: Location?
    ) -> Diagnostic {
        Diagnostic(
            .invalidAppearance,
            "theme '\(theme.name)' falls back to '\(theme.fallback ?? "")', which is not an appearance; known: "
                + NameList.summary(known.lazy.map(\.name), quoted: true) + Suggestion.question(suggestion),
            at: location
        )
    }
}

extension DiagnosticMessage {
    fileprivate static let emptyThemeName = Self(text: "a theme name cannot be empty")

    fileprivate static func invalidThemeName(_ name: String) -> Self {
        Self(text: "theme name '\(name)' may contain only ASCII letters, digits, '-' and '_'")
    }
}
