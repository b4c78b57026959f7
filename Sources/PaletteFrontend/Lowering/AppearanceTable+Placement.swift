import PaletteModel

extension AppearanceTable {
    /// Where one written value of an entry or image goes among its slots.
    enum Placement {
        /// Every slot: the value was written for no appearance in particular.
        case every
        /// The slot of one appearance.
        case one(Int)
        /// Nowhere: its appearance is not one of the build's. `reported` is false when the appearance is a theme
        /// whose declaration was rejected, which that declaration's error explains.
        case unknown(reported: Bool)
        /// Nowhere: an earlier value of the same entry was written for the same appearance (reported).
        case repeated

        /// The slots the value fills, of an entry whose `width` slots start at `base`; empty when it goes nowhere.
        func slots(from base: Int, width: Int) -> Range<Int> {
            switch self {
            case .every: base..<(base + width)
            case .one(let index): (base + index)..<(base + index + 1)
            case .unknown, .repeated: base..<base
            }
        }
    }

    /// Places value `value`, written for the appearance `name` (`nil` for every one), among the slots of
    /// `subject` (a quoted color key, or `image '…'`), whose key is `key`; both are made only for a diagnostic,
    /// since every value of a large palette passes through here.
    ///
    /// `writers` holds, per slot, the value that first wrote it (-1 for none) and is updated; `locations` gives
    /// where a value's appearance name (else the value) was written. Reports an unknown appearance, with the known
    /// ones, and a second value for one appearance, with a note at the first: colors and images alike.
    /// `suggestions` answers unknown names (made on first use by `appearanceSuggestions`).
    func place(
        _ value: Int,
        appearance name: String?,
        of subject: @autoclosure () -> String,
        key: @autoclosure () -> String,
        writers: inout [Int],
        locations: (Int) -> Diagnostic.Location?,
        suggestions: inout Suggestion.Budget?,
        diagnostics: inout DiagnosticBag
    ) -> Placement {
        guard let name else { return .every }
        guard let index = position(of: name) else {
            // A value for a theme whose declaration was rejected is explained by that declaration's error.
            guard !rejected.contains(name) else { return .unknown(reported: false) }
            var budget = suggestions ?? appearanceSuggestions()
            let suggestion = budget.closest(to: name)
            suggestions = budget
            diagnostics.report(
                .unknownAppearance(
                    name,
                    key: key(),
                    at: locations(value),
                    table: self,
                    suggestion: suggestion
                )
            )
            return .unknown(reported: true)
        }
        guard writers[index] < 0 else {
            diagnostics.report(
                .twoValues(subject(), for: name, at: locations(value), first: locations(writers[index]))
            )
            return .repeated
        }
        writers[index] = value
        return .one(index)
    }

    /// Suggestions for appearance names: the build's appearances, then the other words an entry may hold.
    func appearanceSuggestions() -> Suggestion.Budget {
        Suggestion.Budget(ordered: appearances.map(\.name) + ["description", "deprecated"])
    }
}
