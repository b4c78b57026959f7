import PaletteModel

/// Resolving an image's slots through aliases and `dim`: one iterative walk per slot, with memoized states, so
/// long chains cannot overflow the stack; unknown targets, loops and dims that cannot be made are reported once.
extension ImageLowering {
    /// Resolves one slot through aliases and `dim`, iteratively, reporting unknown targets, loops and dims that
    /// cannot be made, each once.
    mutating func resolve(
        _ start: Int,
        colorKeys: [String: Int],
        diagnostics: inout DiagnosticBag
    ) -> ImageValue? {
        var chain: [Int] = []
        var current = start
        var outcome: ImageValue?
        walk: while true {
            switch states[current] {
            case .done(let value):
                outcome = value
                break walk
            case .failed:
                break walk
            case .inProgress:
                reportCycle(chain, from: current, diagnostics: &diagnostics)
                break walk
            case .unvisited:
                break
            }
            switch slots[current] {
            case .file(let file):
                outcome = .file(file)
                states[current] = .done(.file(file))
                break walk
            case .missing, .invalid:
                states[current] = .failed
                break walk
            case .alias(let target):
                states[current] = .inProgress
                chain.append(current)
                guard let next = keyIndex[target] else {
                    if reported.insert("unknown|\(String(describing: locations[current]))|\(target)").inserted {
                        diagnostics.report(unknownTarget(target, of: current / width, colorKeys: colorKeys, current))
                    }
                    break walk
                }
                reportDeprecatedTarget(next, of: current, diagnostics: &diagnostics)
                current = next * width + current % width
            case .dim(_, let from):
                states[current] = .inProgress
                chain.append(current)
                current = (current / width) * width + from
            }
        }
        for member in chain.reversed() {
            if case .dim(let opacity, let from) = slots[member], let value = outcome {
                outcome = dimmed(value, opacity: opacity, from: from, at: member, diagnostics: &diagnostics)
            }
            states[member] = outcome.map { .done($0) } ?? .failed
        }
        return outcome
    }

    /// The value at `slot` dimmed by `opacity`, or `nil` after reporting why it cannot be.
    private mutating func dimmed(
        _ value: ImageValue,
        opacity: Double,
        from: Int,
        at slot: Int,
        diagnostics: inout DiagnosticBag
    ) -> ImageValue? {
        let key = kept[slot / width].key
        let tag = "dim|\(String(describing: locations[slot]))"
        switch value {
        case .dimmed:
            if reported.insert(tag).inserted {
                diagnostics.report(.dimOfDimmed(key, appearance: appearances[from].name, at: locations[slot]))
            }
            return nil
        case .file(let file) where file.kind.isVector:
            if reported.insert(tag).inserted {
                diagnostics.report(.dimOfVector(key, file: file, at: locations[slot]))
            }
            return nil
        case .file(let file):
            return .dimmed(file, opacity: opacity)
        }
    }

    /// Reports the alias in `slot` to `target` when that image is deprecated, once per written alias, as a color
    /// alias to a deprecated color is.
    private mutating func reportDeprecatedTarget(_ target: Int, of slot: Int, diagnostics: inout DiagnosticBag) {
        guard reportsDeprecated, let deprecation = kept[target].deprecation,
            reported.insert("deprecated|\(String(describing: locations[slot]))|\(target)").inserted
        else { return }
        diagnostics.report(
            .deprecatedAlias(
                "image '\(kept[slot / width].key)'",
                target: kept[target].key,
                reason: deprecation.message,
                at: locations[slot],
                deprecatedAt: kept[target].location
            )
        )
    }

    /// The diagnostic for an alias in `slot` to `target`, which is no image.
    private mutating func unknownTarget(
        _ target: String,
        of image: Int,
        colorKeys: [String: Int],
        _ slot: Int
    ) -> Diagnostic {
        let key = kept[image].key
        if colorKeys[target] != nil {
            return .imageAliasToColor(key, target: target, at: locations[slot])
        }
        var suggestions = self.suggestions ?? Suggestion.Budget(ordered: kept.map(\.key))
        let suggestion = suggestions.closest(to: target)
        self.suggestions = suggestions
        return .unknownImageAlias(key, target: target, suggestion: suggestion, at: locations[slot])
    }

    /// Reports the loop `chain` ran into at `repeated`, once per set of images.
    private mutating func reportCycle(_ chain: [Int], from repeated: Int, diagnostics: inout DiagnosticBag) {
        guard let start = chain.firstIndex(of: repeated) else { return }
        let members = Array(chain[start...])
        let tag = "cycle|" + Set(members.map { $0 / width }).sorted().map(String.init).joined(separator: ",")
        guard reported.insert(tag).inserted else { return }
        let throughDim = members.contains { if case .dim = slots[$0] { true } else { false } }
        let sameAppearance = !throughDim && Set(members.map { $0 % width }).count == 1
        let (images, names, count) = (kept, appearances.map(\.name), width)
        let name = { (slot: Int) -> String in
            let key = "'\(images[slot / count].key)'"
            return sameAppearance ? key : "\(key) (\(names[slot % count]))"
        }
        let loop = (members + [members[0]]).map(name).joined(separator: " → ")
        diagnostics.report(
            .imageCycle(
                loop,
                throughDim: throughDim,
                appearance: sameAppearance ? appearances[members[0] % width].name : nil,
                at: locations[members[0]],
                notes: members.dropFirst().map { .continuesLoop(name($0), at: locations[$0]) }
            )
        )
    }
}

extension Diagnostic {
    fileprivate static func dimOfDimmed(_ key: String, appearance: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .invalidImageValue,
            "image '\(key)' dims its '\(appearance)' value, which is itself dimmed; dim an appearance that shows a "
                + "file (such as 'light')",
            at: location
        )
    }

    fileprivate static func dimOfVector(_ key: String, file: ImageFile, at location: Location?) -> Diagnostic {
        Diagnostic(
            .invalidImageValue,
            "image '\(key)' dims '\(file.written)', which is \(ImageFileReader.name(of: file.kind)); 'dim' needs a PNG "
                + "or JPEG (outputs that copy files cannot dim vector artwork without drawing it), so give a dark file "
                + "instead",
            at: location
        )
    }

    fileprivate static func imageAliasToColor(_ key: String, target: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .unknownAlias,
            "image '\(key)' refers to '{\(target)}', which is a color; an image alias names another image",
            at: location
        )
    }

    fileprivate static func unknownImageAlias(
        _ key: String,
        target: String,
        suggestion: String?,
        at location: Location?
    ) -> Diagnostic {
        Diagnostic(
            .unknownAlias,
            "image '\(key)' refers to '{\(target)}', which is not an image"
                + Suggestion.question(suggestion.map { "{\($0)}" }),
            at: location
        )
    }

    /// A loop of image values; `appearance` names the one appearance a loop of aliases stays in.
    fileprivate static func imageCycle(
        _ loop: String,
        throughDim: Bool,
        appearance: String?,
        at location: Location?,
        notes: [Note]
    ) -> Diagnostic {
        let place = appearance.map { " in '\($0)'" } ?? ""
        return Diagnostic(
            .aliasCycle,
            throughDim ? "image values form a loop through 'dim': \(loop)" : "image alias cycle\(place): \(loop)",
            at: location,
            notes: notes
        )
    }
}

extension Diagnostic.Note {
    fileprivate static func continuesLoop(_ name: String, at location: Diagnostic.Location?) -> Self {
        Self("\(name) continues the loop here", at: location)
    }
}
