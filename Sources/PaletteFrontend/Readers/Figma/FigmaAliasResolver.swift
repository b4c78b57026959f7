import PaletteModel

/// The colors of variables in modes, with `VARIABLE_ALIAS` values followed as palettec reads Figma's aliases: an
/// alias into another collection reads the target's mode of the same name when that collection has one, else its
/// default mode (Figma itself reads the mode the consuming layer selects, which a file does not record).
///
/// Each (variable, mode) is walked once and remembered, so a file's aliases cost time linear in its values; a loop
/// is reported once, at the first of its values reached, and every value that leads into it fails quietly.
struct FigmaAliasResolver {
    /// A variable in one of its collection's modes (an index into the collection's `modes`).
    struct Slot: Hashable {
        /// The variable's index.
        var variable: Int
        /// The mode's index in the variable's collection.
        var mode: Int
    }

    /// What one value is.
    enum Step {
        /// A color.
        case color(ColorValue)
        /// An alias, to the target in the mode it is read in.
        case alias(Slot)
        /// Nothing readable; already reported.
        case failed
    }

    /// The file's collections and variables.
    let variables: FigmaVariables
    /// The file, for locations.
    let file: SourceFile
    /// The color of every slot walked, `nil` for one that failed.
    private var memo: [Slot: ColorValue?] = [:]

    /// A resolver over `variables` of `file`.
    init(_ variables: FigmaVariables, file: SourceFile) {
        self.variables = variables
        self.file = file
    }

    /// The value node of a slot, `nil` when the variable has no value for the mode.
    func value(_ slot: Slot) -> SyntaxNode? {
        let variable = variables.variables[slot.variable]
        guard let collection = variable.collection else { return nil }
        return variable.values[variables.collections[collection].modes[slot.mode].id]
    }

    /// What a slot's own value is, with a problem of that value reported at its place.
    func step(_ slot: Slot, diagnostics: inout DiagnosticBag) -> Step {
        let variable = variables.variables[slot.variable]
        guard let collectionIndex = variable.collection else { return .failed }
        let collection = variables.collections[collectionIndex]
        // A slot without a value is reached only through an alias (the reader walks the modes a variable has);
        // the alias reports it below.
        guard let node = value(slot) else { return .failed }
        if FigmaColor.isColor(node) {
            return FigmaColor.decode(node, file: file, diagnostics: &diagnostics).map(Step.color) ?? .failed
        }
        guard FigmaVariables.string(node, "type") == "VARIABLE_ALIAS", let id = FigmaVariables.string(node, "id") else {
            diagnostics.report(
                .figmaNotAColor(variable.name, found: node.typeName, at: file.location(ofOffset: node.offset))
            )
            return .failed
        }
        guard let targetIndex = variables.variableIndex[id] else {
            diagnostics.report(.figmaUnknownVariable(id, at: file.location(ofOffset: node.offset)))
            return .failed
        }
        let target = variables.variables[targetIndex]
        guard target.resolvedType == "COLOR" else {
            diagnostics.report(
                .figmaAliasToNonColor(target.name, type: target.resolvedType, at: file.location(ofOffset: node.offset))
            )
            return .failed
        }
        // A target without a collection was reported where it is written.
        guard let targetCollection = target.collection else { return .failed }
        let targetModes = variables.collections[targetCollection]
        let mode = targetModes.modeNamed[collection.modes[slot.mode].name] ?? targetModes.defaultMode
        let next = Slot(variable: targetIndex, mode: mode)
        guard value(next) != nil else {
            // A local variable reports its own missing values; a remote one is reported where it is read.
            if target.remote || targetModes.remote {
                diagnostics.report(
                    .figmaNoValue(
                        target.name,
                        mode: targetModes.modes[mode].name,
                        at: file.location(ofOffset: node.offset)
                    )
                )
            }
            return .failed
        }
        return .alias(next)
    }

    /// The color a slot resolves to, or `nil` when it or a value its aliases lead to failed (reported once).
    mutating func color(_ start: Slot, diagnostics: inout DiagnosticBag) -> ColorValue? {
        var path: [Slot] = []
        var onPath: [Slot: Int] = [:]
        var current = start
        var result: ColorValue?
        while true {
            if let known = memo[current] {
                result = known
                break
            }
            if let first = onPath[current] {
                let names = path[first...].map { variables.variables[$0.variable].name }
                let node = value(path[first]).map(\.offset) ?? variables.variables[current.variable].offset
                diagnostics.report(.figmaAliasLoop(names, at: file.location(ofOffset: node)))
                result = nil
                break
            }
            onPath[current] = path.count
            path.append(current)
            switch step(current, diagnostics: &diagnostics) {
            case .color(let color):
                result = color
            case .failed:
                result = nil
            case .alias(let next):
                current = next
                continue
            }
            break
        }
        for slot in path { memo[slot] = .some(result) }
        return result
    }
}

extension Diagnostic {
    fileprivate static func figmaNoValue(_ name: String, mode: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .missingAppearance,
            "this alias reads remote variable '\(name)' in mode '\(mode)', where it has no value",
            at: location
        )
    }

    fileprivate static func figmaNotAColor(_ name: String, found type: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .wrongType,
            "'\(name)' is a COLOR variable, but this value is neither {r, g, b, a} nor a VARIABLE_ALIAS (found \(type))",
            at: location
        )
    }

    fileprivate static func figmaUnknownVariable(_ id: String, at location: Location) -> Diagnostic {
        Diagnostic(.unknownAlias, "this alias names variable '\(id)', which this file does not hold", at: location)
    }

    fileprivate static func figmaAliasToNonColor(_ name: String, type: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .wrongType,
            "this alias names '\(name)', a \(type) variable, where a color is expected",
            at: location
        )
    }

    fileprivate static func figmaAliasLoop(_ names: [String], at location: Location) -> Diagnostic {
        let shown = names.count > 8 ? Array(names.prefix(8)) + ["…"] : names
        return Diagnostic(
            .aliasCycle,
            "these aliases refer to each other in a loop: \((shown + [names[0]]).joined(separator: " → "))",
            at: location
        )
    }
}
