import PaletteFrontend
import PaletteModel

/// Lowers what a source holds that can be lowered: an entry that an error is about is left out, and the error becomes
/// a warning that says so, at the same place (`init`, `convert --lenient`).
///
/// An error is about the entry whose key or value it points at, else about the entry above it in the same file (an
/// asset catalog's colorset, a plist's row); an error above every entry (a table's header, a file that is not the
/// format) is about the whole source, which is then not lowered: the errors stay errors. Leaving an entry out can
/// break another (an alias to it), so lowering runs again, at most `maxRounds` times.
package enum LenientLowering {
    /// The most lowerings of one source; a chain of consequences longer than this is reported as errors.
    package static let maxRounds = 8

    /// What lenient lowering made of a source.
    package struct Outcome {
        /// The palette of the entries that lower without error; `nil` when an error is about no entry.
        package var palette: Palette?
        /// The keys of the entries left out.
        package var leftOut: [String] = []
    }

    /// Lowers the entries that lower without error.
    ///
    /// The left-out entries' errors are warnings in `diagnostics`; there is no palette (and the errors stay errors)
    /// when an error is about no entry. `read` holds what reading reported.
    package static func lower(
        _ documents: [PaletteDocument],
        read: DiagnosticBag,
        lint: [LintSetting] = [],
        keepingContrastFailures: Bool = false,
        diagnostics: inout DiagnosticBag
    ) -> Outcome {
        var keys: [String] = []
        var documents = documents
        var pending = read
        var leftOut = DiagnosticBag()
        for round in 0...maxRounds {
            if round > 0 || !pending.hasErrors {
                var lowered = DiagnosticBag()
                let palette = PaletteLowering.lower(
                    documents,
                    lint: lint,
                    keepingContrastFailures: keepingContrastFailures,
                    diagnostics: &lowered
                )
                if let palette, !lowered.hasErrors {
                    diagnostics.append(contentsOf: leftOut)
                    diagnostics.append(contentsOf: lowered)
                    return Outcome(palette: palette, leftOut: keys)
                }
                pending = lowered
            }
            let errors = pending.diagnostics.filter { $0.severity == .error }
            let places = errors.map { entryPlace(of: $0, in: documents) }
            guard round < maxRounds, !errors.isEmpty, !places.contains(where: { $0 == nil }) else { break }
            if round == 0 {
                leftOut.append(contentsOf: DiagnosticBag(pending.diagnostics.filter { $0.severity != .error }))
            }
            for (error, place) in zip(errors, places) {
                guard let place else { continue }
                leftOut.report(.leftOut(error, key: documents[place.document].entries[place.entry].key))
            }
            for place in Set(places.compactMap { $0 }).sorted(by: >) {
                keys.append(documents[place.document].entries[place.entry].key)
                documents[place.document].entries.remove(at: place.entry)
            }
        }
        diagnostics.append(contentsOf: leftOut)
        diagnostics.append(contentsOf: pending)
        return Outcome(palette: nil, leftOut: keys)
    }

    /// Where an entry is: its document and its index there.
    private struct Place: Hashable, Comparable {
        var document: Int
        var entry: Int

        static func < (lhs: Place, rhs: Place) -> Bool {
            (lhs.document, lhs.entry) < (rhs.document, rhs.entry)
        }
    }

    /// The entry an error is about: the one whose key or value it points at, else the last one above it in its
    /// file; `nil` for an error at no place or above every entry.
    private static func entryPlace(of error: Diagnostic, in documents: [PaletteDocument]) -> Place? {
        guard let location = error.location else { return nil }
        var above: (place: Place, location: Diagnostic.Location)?
        for (documentIndex, document) in documents.enumerated() {
            for (entryIndex, entry) in document.entries.enumerated() {
                let place = Place(document: documentIndex, entry: entryIndex)
                if entry.location == location || entry.values.contains(where: { $0.location == location }) {
                    return place
                }
                guard let start = entry.location, start.path == location.path, start < location else { continue }
                if above.map({ $0.location < start }) ?? true { above = (place, start) }
            }
        }
        return above?.place
    }
}

extension Diagnostic {
    /// An error about an entry that lenient lowering leaves out, as a warning at the same place.
    fileprivate static func leftOut(_ error: Diagnostic, key: String) -> Diagnostic {
        var warning = error
        warning.severity = .warning
        warning.message = error.message + "; '\(key)' is left out of the converted palette"
        return warning
    }
}
