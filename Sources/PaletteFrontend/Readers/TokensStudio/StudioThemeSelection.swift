import PaletteModel

/// The themes of a Tokens Studio project that make a palette, chosen as the plugin applies them: one active theme
/// per group.
///
/// - Themes without groups, or all in one group: each theme is an appearance (`Light` → light, any other name a
///   theme).
/// - Several groups: the group whose themes name light or dark (`Color scheme`: `Light`, `Dark`) gives the
///   appearances, each of its themes one; every other group contributes one theme, the one `chosen` names for it
///   (`"themes": { "Brand": "Business" }` in palettec.json), else its first, whose sets every appearance reads.
/// - No group names light or dark: every group contributes its chosen (or first) theme to one palette, the same
///   in every appearance.
/// - Several groups name light or dark (one per platform: `Figma Modes`, `Penpot Modes`): the one whose own sets
///   share the longest folder path with the sets of the other groups' chosen themes (`platforms/figma/…` with
///   `Platform: Figma`); when that does not single one out, the palette cannot be read without choosing.
struct StudioThemeSelection {
    /// The appearances: each with the theme that gives it.
    var appearances: [(appearance: String, theme: StudioTheme)] = []
    /// The chosen themes of the other groups, whose sets every appearance reads.
    var shared: [StudioTheme] = []
    /// The group whose themes are the appearances, when there are several groups.
    var appearanceGroup: String?
    /// Groups whose themes name light or dark but that do not give the appearances.
    var passedOver: [String] = []

    /// Every set the selection reads, each once, in the order the themes name them.
    var sets: [String] {
        var seen: Set<String> = []
        return (shared + appearances.map(\.theme)).flatMap(\.sets).filter { seen.insert($0).inserted }
    }

    /// The selection of `themes`, the theme of a group `chosen` names taking the group's first theme's place; `nil`
    /// after reporting that the appearances cannot be told apart.
    static func select(
        _ themes: [StudioTheme],
        chosen: [String: String] = [:],
        diagnostics: inout DiagnosticBag
    ) -> StudioThemeSelection? {
        var groups: [String?] = []
        var byGroup: [String?: [StudioTheme]] = [:]
        for theme in themes {
            if byGroup[theme.group] == nil { groups.append(theme.group) }
            byGroup[theme.group, default: []].append(theme)
        }
        var selection = StudioThemeSelection()
        guard groups.count > 1 else {
            selection.appearances = appearances(of: themes)
            return selection
        }
        let modeGroups = groups.filter { group in
            byGroup[group, default: []].contains { ModeName.isBuiltIn($0.appearance) }
        }
        for group in groups where !modeGroups.contains(group) {
            let members = byGroup[group, default: []]
            let wanted = group.flatMap { chosen[$0] }
            let theme = members.first { $0.name == wanted }
            if let wanted, theme == nil, let group {
                let suggestion = Suggestion.closestOrCompletion(to: wanted, in: members.map(\.name))
                diagnostics.report(
                    .chosenThemeIsNotInGroup(wanted, group: group, first: members[0], suggestion: suggestion)
                )
            }
            selection.shared.append(theme ?? members[0])
        }
        guard !modeGroups.isEmpty else { return selection }
        var modeGroup = modeGroups[0]
        if modeGroups.count > 1 {
            guard let closest = closestGroup(modeGroups, byGroup: byGroup, shared: selection.shared) else {
                let first = byGroup[modeGroups[1], default: []][0]
                diagnostics.report(.appearanceGroupIsAmbiguous(modeGroups.map { $0 ?? "" }, at: first.location))
                return nil
            }
            modeGroup = closest
            selection.passedOver = modeGroups.filter { $0 != closest }.map { $0 ?? "" }
        }
        selection.appearanceGroup = modeGroup
        selection.appearances = appearances(of: byGroup[modeGroup, default: []])
        return selection
    }

    /// Each theme as the appearance its name stands for; a second theme for the same appearance keeps its own name,
    /// as a theme.
    private static func appearances(of themes: [StudioTheme]) -> [(appearance: String, theme: StudioTheme)] {
        var taken: Set<String> = []
        return themes.map { theme in
            let appearance = theme.appearance
            return (taken.insert(appearance).inserted ? appearance : theme.name, theme)
        }
    }

    /// Of groups that all name light or dark, the one whose own sets (those the other candidates do not name) share
    /// the most leading folders with a set of the shared themes; `nil` when none or several do.
    private static func closestGroup(
        _ candidates: [String?],
        byGroup: [String?: [StudioTheme]],
        shared: [StudioTheme]
    ) -> String?? {
        let sharedFolders = shared.flatMap(\.sets).map { $0.split(separator: "/").dropLast() }
        var owners: [String: Int] = [:]
        for group in candidates {
            for set in Set(byGroup[group, default: []].flatMap(\.sets)) { owners[set, default: 0] += 1 }
        }
        var scores: [(group: String?, score: Int)] = []
        for group in candidates {
            let own = byGroup[group, default: []].flatMap(\.sets).filter { owners[$0] == 1 }
            var best = 0
            for set in own {
                let folders = set.split(separator: "/").dropLast()
                for other in sharedFolders {
                    best = max(best, zip(folders, other).prefix { $0 == $1 }.count)
                }
            }
            scores.append((group, best))
        }
        let top = scores.map(\.score).max() ?? 0
        let winners = scores.filter { $0.score == top }
        guard top > 0, winners.count == 1 else { return nil }
        return .some(winners[0].group)
    }
}

extension Diagnostic {
    /// A warning: the theme `palettec.json` chooses for a group is not one of its themes.
    fileprivate static func chosenThemeIsNotInGroup(
        _ name: String,
        group: String,
        first: StudioTheme,
        suggestion: String?
    ) -> Diagnostic {
        Diagnostic(
            .unknownAppearance,
            "'\(name)' (chosen for group '\(group)' by \"themes\" in palettec.json) is not a theme of the group; "
                + "its first theme, '\(first.name)', is read" + Suggestion.question(suggestion),
            at: first.location,
            severity: .warning
        )
    }

    /// Several groups of themes name light or dark, and none shares its sets' folders with the other themes.
    fileprivate static func appearanceGroupIsAmbiguous(_ groups: [String], at location: Location) -> Diagnostic {
        Diagnostic(
            .invalidAppearance,
            "the groups \(groups.map { "'\($0)'" }.joined(separator: ", ")) all have light or dark themes, and no "
                + "other group's theme shares a folder with the sets of only one of them; palettec cannot tell "
                + "which gives the appearances: choose the other groups' themes with \"themes\" in palettec.json",
            at: location
        )
    }
}
