import PaletteModel

/// One design token as written in a DTCG file, with what its groups give it.
struct DTCGToken {
    /// The token's path in its reader's `TokenPaths` (the key `color.text.primary`); a `$root` token has its group's
    /// path.
    var path: TokenPaths.Path
    /// Where the token's name is.
    var keyOffset: Int
    /// Which loaded file the token is in (an index into the reader's files).
    var fileIndex: Int
    /// The token's `$type`, or the closest group's.
    var type: String?
    /// The `$value` node.
    var value: SyntaxNode
    /// The values per mode, in order: a `$value` keyed by mode, else an `$extensions` block of modes
    /// (`ModeValues`).
    var modes: [SyntaxNode.Member]
    /// Whether `value` is itself the modes (`"$value": { "light": …, "dark": … }`), so it is no color of its own.
    var valueIsModes = false
    /// The `$description`.
    var description: String?
    /// The `$deprecated`, its own or the closest group's.
    var deprecation: Palette.Deprecation?
    /// The Tokens Studio color modifier, `$extensions["studio.tokens"].modify`.
    var modify: SyntaxNode?
    /// The key Figma's `com.figma.aliasData` says the written value stands for (`FigmaAliasData`).
    var statedAlias: String?

    /// Whether the value is written as a DTCG color object (`colorSpace` and `components`).
    var hasColorObject: Bool {
        guard case .object(let fields) = (valueIsModes ? modes[0].value : value).value else { return false }
        return fields.contains { $0.key == "colorSpace" }
    }
}

/// Flattens a DTCG file's groups into tokens, in file order, with an explicit stack (no recursion).
enum DTCGTokenCollector {
    /// One group waiting to be read: its members, its path, and what it passes down.
    private struct Frame {
        /// The group's members.
        var members: [SyntaxNode.Member]
        /// The next member to read.
        var next = 0
        /// The group's path.
        var path: TokenPaths.Path
        /// The inherited `$type`.
        var type: String?
        /// The inherited `$deprecated`.
        var deprecation: Palette.Deprecation?
    }

    /// The tokens of a file's root group, reporting names DTCG forbids and tokens without a `$value`; their paths go
    /// into `paths`.
    static func tokens(
        in root: SyntaxNode,
        file: SourceFile,
        fileIndex: Int,
        paths: inout TokenPaths,
        diagnostics: inout DiagnosticBag
    ) -> [DTCGToken] {
        guard
            let rootMembers = root.members(
                in: file,
                diagnostics: &diagnostics,
                else: Diagnostic.tokensFileIsNotAnObject
            )
        else {
            return []
        }
        var tokens: [DTCGToken] = []
        let rootInfo = groupInfo(
            rootMembers,
            inherited: nil,
            inheritedDeprecation: nil,
            file: file,
            diagnostics: &diagnostics
        )
        var stack = [
            Frame(
                members: SyntaxNode.lastOfEachKey(rootMembers, file: file, diagnostics: &diagnostics),
                path: TokenPaths.root,
                type: rootInfo.type,
                deprecation: rootInfo.deprecation
            )
        ]
        while let top = stack.indices.last {
            let index = stack[top].next
            guard index < stack[top].members.count else {
                stack.removeLast()
                continue
            }
            stack[top].next = index + 1
            let member = stack[top].members[index]
            let frame = stack[top]
            if member.key.hasPrefix("$") && member.key != "$root" { continue }
            // `_` is the group's own token in files written before DTCG named it `$root`.
            let isRoot = member.key == "$root" || (member.key == "_" && Self.isToken(member.value))
            if !isRoot, let problem = nameProblem(member.key, at: file.location(ofOffset: member.keyOffset)) {
                diagnostics.report(problem)
                // A name with a `.` is read as the groups it spells, as Style Dictionary and Terrazzo read it.
                guard problem.severity == .warning else { continue }
            }
            guard case .object(let fields) = member.value.value else {
                let group = paths.key(frame.path)
                diagnostics.report(
                    .notATokenOrGroup(
                        group.isEmpty ? member.key : group + "." + member.key,
                        found: member.value.typeName,
                        at: file.location(ofOffset: member.value.offset)
                    )
                )
                continue
            }
            let path = isRoot ? frame.path : paths.child(member.key, of: frame.path)
            // A token that is a JSON Pointer to another (`{"$type": "color", "$ref": "…#/colors/blue/400"}`) has the
            // pointer as its value, as if written `"$value": {"$ref": …}`.
            let pointer = fields.last { $0.key == "$ref" }.flatMap { ref -> SyntaxNode? in
                guard case .string = ref.value.value else { return nil }
                return SyntaxNode(.object([ref]), offset: ref.value.offset)
            }
            if let value = fields.last(where: { $0.key == "$value" })?.value ?? pointer {
                tokens.append(
                    token(
                        fields,
                        value: value,
                        path: path,
                        keyOffset: member.keyOffset,
                        frame: frame,
                        file: file,
                        fileIndex: fileIndex,
                        diagnostics: &diagnostics
                    )
                )
            } else if isRoot {
                diagnostics.report(.rootIsNotAToken(at: file.location(ofOffset: member.keyOffset)))
            } else {
                let info = groupInfo(
                    fields,
                    inherited: frame.type,
                    inheritedDeprecation: frame.deprecation,
                    file: file,
                    diagnostics: &diagnostics
                )
                let members = SyntaxNode.lastOfEachKey(fields, file: file, diagnostics: &diagnostics)
                stack.append(Frame(members: members, path: path, type: info.type, deprecation: info.deprecation))
            }
        }
        return tokens
    }

    /// Builds one token from its fields.
    private static func token(
        _ fields: [SyntaxNode.Member],
        value: SyntaxNode,
        path: TokenPaths.Path,
        keyOffset: Int,
        frame: Frame,
        file: SourceFile,
        fileIndex: Int,
        diagnostics: inout DiagnosticBag
    ) -> DTCGToken {
        let own = groupInfo(
            fields,
            inherited: frame.type,
            inheritedDeprecation: frame.deprecation,
            file: file,
            diagnostics: &diagnostics
        )
        var description: String?
        if case .string(let text)? = fields.last(where: { $0.key == "$description" })?.value.value {
            description = text
        }
        let valueModes = ModeValues.inValue(value)
        return DTCGToken(
            path: path,
            keyOffset: keyOffset,
            fileIndex: fileIndex,
            type: own.type,
            value: value,
            modes: valueModes ?? ModeValues.inExtensions(fields),
            valueIsModes: valueModes != nil,
            description: description,
            deprecation: own.deprecation,
            modify: StudioModifyReader.modifyNode(in: fields),
            statedAlias: FigmaAliasData.target(in: fields)
        )
    }

    /// The `$type` and `$deprecated` a group or token sets, falling back to what it inherits.
    private static func groupInfo(
        _ fields: [SyntaxNode.Member],
        inherited: String?,
        inheritedDeprecation: Palette.Deprecation?,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> (type: String?, deprecation: Palette.Deprecation?) {
        var type = inherited
        var deprecation = inheritedDeprecation
        for field in fields {
            switch (field.key, field.value.value) {
            case ("$type", .string(let text)): type = text
            case ("$type", _):
                diagnostics.report(
                    .typeIsNotAString(found: field.value.typeName, at: file.location(ofOffset: field.value.offset))
                )
            case ("$deprecated", .bool(let flag)): deprecation = flag ? Palette.Deprecation(message: nil) : nil
            case ("$deprecated", .string(let message)): deprecation = Palette.Deprecation(message: message)
            case ("$extends", _):
                diagnostics.report(.groupExtendsIgnored(at: file.location(ofOffset: field.keyOffset)))
            default: break
            }
        }
        return (type, deprecation)
    }

    /// Whether a node is a token: an object with a `$value`.
    private static func isToken(_ node: SyntaxNode) -> Bool {
        guard case .object(let fields) = node.value else { return false }
        return fields.contains { $0.key == "$value" }
    }

    /// Why a token or group name is not allowed by DTCG, if it is not: an error for a name no alias could reach, a
    /// warning for a `.`, which the tools read as the groups it spells.
    static func nameProblem(_ name: String, at location: Diagnostic.Location) -> Diagnostic? {
        if name.isEmpty { return .emptyTokenName(at: location) }
        if name.contains("{") || name.contains("}") {
            return .tokenNameBreaksAliases(name, at: location)
        }
        if name.contains(".") {
            return .dottedTokenName(name, at: location)
        }
        return nil
    }
}

extension Diagnostic {
    fileprivate static func emptyTokenName(at location: Location) -> Diagnostic {
        Diagnostic(.invalidKey, "a token or group name cannot be empty", at: location)
    }

    fileprivate static func tokenNameBreaksAliases(_ name: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .invalidKey,
            "'\(name)': DTCG names cannot contain '.', '{' or '}' (they would break {alias} paths)",
            at: location
        )
    }

    /// A warning.
    fileprivate static func dottedTokenName(_ name: String, at location: Location) -> Diagnostic {
        let groups = name.split(separator: ".", omittingEmptySubsequences: false).map { "'\($0)'" }
        return Diagnostic(
            .invalidKey,
            "'\(name)': DTCG names cannot contain '.'; read as the groups \(groups.joined(separator: " › ")), as Style Dictionary and Terrazzo read it",
            at: location,
            severity: .warning
        )
    }

    fileprivate static func tokensFileIsNotAnObject(found type: String, at location: Location) -> Diagnostic {
        Diagnostic(.wrongType, "a tokens file must be an object of groups and tokens, found \(type)", at: location)
    }

    fileprivate static func notATokenOrGroup(_ path: String, found type: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .wrongType,
            "expected a token (an object with \"$value\") or a group for '\(path)', found \(type)",
            at: location
        )
    }

    fileprivate static func rootIsNotAToken(at location: Location) -> Diagnostic {
        Diagnostic(.missingField, "'$root' must be a token with a \"$value\"", at: location)
    }

    fileprivate static func typeIsNotAString(found type: String, at location: Location) -> Diagnostic {
        Diagnostic(.wrongType, "\"$type\" must be a string, found \(type)", at: location)
    }

    /// A warning.
    fileprivate static func groupExtendsIgnored(at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "group \"$extends\" is not supported; its tokens are not copied",
            at: location,
            severity: .warning
        )
    }
}
