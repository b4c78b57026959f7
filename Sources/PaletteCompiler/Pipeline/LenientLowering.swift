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
            let index = EntryIndex(documents)
            let places = errors.map { index.place(of: $0) }
            guard round < maxRounds, !errors.isEmpty, !places.contains(where: { $0 == nil }) else { break }
            if round == 0 {
                leftOut.append(contentsOf: DiagnosticBag(pending.diagnostics.filter { $0.severity != .error }))
            }
            for (error, place) in zip(errors, places) {
                guard let place else { continue }
                leftOut.report(.leftOut(error, key: documents[place.document].entries[place.entry].key))
            }
            let removed = Set(places.compactMap { $0 })
            for place in removed.sorted() {
                keys.append(documents[place.document].entries[place.entry].key)
            }
            for document in Set(removed.map(\.document)) {
                documents[document].entries = documents[document].entries.enumerated().filter {
                    !removed.contains(Place(document: document, entry: $0.offset))
                }.map(\.element)
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

    /// The entries of documents by where their keys and values are, to find the entry an error is about in time
    /// that does not grow with the palette.
    private struct EntryIndex {
        /// The entry whose key or value is at a place (the first such entry).
        var exact: [Diagnostic.Location: Place] = [:]
        /// Each file's entries by where their keys are, in order.
        var starts: [String: [(location: Diagnostic.Location, place: Place)]] = [:]

        /// Indexes the entries of `documents`.
        init(_ documents: [PaletteDocument]) {
            for (documentIndex, document) in documents.enumerated() {
                for (entryIndex, entry) in document.entries.enumerated() {
                    let place = Place(document: documentIndex, entry: entryIndex)
                    if let location = entry.location {
                        if exact[location] == nil { exact[location] = place }
                        starts[location.path, default: []].append((location, place))
                    }
                    for value in entry.values {
                        if let location = value.location, exact[location] == nil { exact[location] = place }
                    }
                }
            }
            for path in starts.keys { starts[path]?.sort { $0.location < $1.location } }
        }

        /// The entry an error is about: the one whose key or value it points at, else the last one above it in its
        /// file; `nil` for an error at no place or above every entry.
        func place(of error: Diagnostic) -> Place? {
            guard let location = error.location else { return nil }
            if let place = exact[location] { return place }
            guard let list = starts[location.path] else { return nil }
            // The number of keys before `location`, found by halving.
            var low = 0
            var high = list.count
            while low < high {
                let middle = (low + high) / 2
                if list[middle].location < location { low = middle + 1 } else { high = middle }
            }
            return low > 0 ? list[low - 1].place : nil
        }
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
