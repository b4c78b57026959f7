/// The AppKit part of the generated Swift (inside `#elseif canImport(AppKit)`): dynamic `NSColor`s that resolve
/// from the appearance AppKit draws with, and a `CGColor` helper.
enum SwiftAppKitSection {
    /// Writes the AppKit extensions.
    static func write(plan: SwiftNamePlan, to printer: inout CodePrinter) {
        let type = plan.typeName
        let access = plan.access
        printer.block("extension \(type).Value {") { body in
            body.line(
                "/// This value as an AppKit color in its own color space (`NSColor(displayP3Red:…)` for Display P3)."
            )
            body.block("\(access)var nsColor: AppKit.NSColor {") { inner in
                inner.block("if isDisplayP3 {") { branch in
                    branch.line("return AppKit.NSColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)")
                }
                inner.line("return AppKit.NSColor(srgbRed: red, green: green, blue: blue, alpha: alpha)")
            }
        }
        printer.blankLine()
        printer.block("extension \(type).Appearance {") { body in
            body.line(
                "/// The appearance to show for an `NSAppearance`: its best match among aqua, dark aqua and their"
            )
            body.line("/// high-contrast forms, and the app-wide theme chosen with `\(type).AppearanceOverride`.")
            body.line("@available(macOS 10.14, *)")
            body.block("\(access)static func resolved(for appearance: AppKit.NSAppearance) -> \(type).Appearance {") {
                inner in
                inner.block("let match = appearance.bestMatch(from: [", closer: "])") { names in
                    names.line(".aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,")
                }
                inner.block("return resolved(", closer: ")") { arguments in
                    arguments.line("dark: match == .darkAqua || match == .accessibilityHighContrastDarkAqua,")
                    arguments.line(
                        "highContrast: match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua,"
                    )
                    arguments.line("theme: \(type).ThemeSelection.current")
                }
            }
        }
        printer.blankLine()
        printer.block("extension \(type).Entry {") { body in
            body.line(
                "/// A dynamic AppKit color named after the key: AppKit calls its provider with the appearance it"
            )
            body.line("/// draws with (the view's `effectiveAppearance`), so per-view and per-window appearances work.")
            body.line("@available(macOS 10.15, *)")
            body.block("\(access)var nsColor: AppKit.NSColor {") { inner in
                inner.line("let entry = self")
                inner.block("return AppKit.NSColor(name: entry.key) { appearance in") { provider in
                    provider.line("entry.value(for: \(type).Appearance.resolved(for: appearance)).nsColor")
                }
            }
            body.blankLine()
            body.line("/// This color resolved for an appearance, as a `CGColor` for `CALayer` properties, which never")
            body.line("/// resolve dynamic colors: set them again from `viewDidChangeEffectiveAppearance()`.")
            body.line("@available(macOS 10.14, *)")
            body.block("\(access)func cgColor(for appearance: AppKit.NSAppearance) -> CoreGraphics.CGColor {") {
                inner in
                inner.line("value(for: \(type).Appearance.resolved(for: appearance)).nsColor.cgColor")
            }
        }
        printer.blankLine()
        printer.block("extension \(type) {") { body in
            SwiftOverrideSection.write(plan: plan, platform: overridePlatform(plan: plan), to: &body)
        }
    }

    /// What the AppKit override puts into the shared shape.
    private static func overridePlatform(plan: SwiftNamePlan) -> SwiftOverrideSection.Platform {
        let type = plan.typeName
        let access = plan.access
        return SwiftOverrideSection.Platform(
            framework: "AppKit",
            themeSelectionMembers: "",
            overrideHeader: """
                /// The appearance choice, applied to the whole app or to one view.
                ///
                /// `apply(_:)` sets `NSApplication.shared.appearance` (`nil` for `.system`, aqua or dark aqua for the
                /// other choices and themes), records the theme every dynamic color of this palette reads, updates
                /// attached web views, posts `didChangeNotification` and stores the choice. AppKit has no custom
                /// appearance traits: a theme is app-wide, and when only the theme changes every view of every window is
                /// marked as needing display so dynamic colors are drawn again; layers keep their `CGColor`s until you set
                /// them again.
                @available(macOS 10.15, *)
                """,
            extensionUnavailable: "@available(macOSApplicationExtension, unavailable)",
            applySummary:
                "Applies `choice` to the whole app: its appearance and theme, web views, notification, storage.",
            applyBody: """
                AppKit.NSApplication.shared.appearance = appearance(of: choice)
                if previous.theme != choice.theme {
                    for window in AppKit.NSApplication.shared.windows {
                        if let view = window.contentView {
                            drawAgain(view)
                        }
                    }
                }
                """,
            members: """
                /// Gives one view (and its subviews) the scheme of a choice; its theme stays the app's.
                \(access)static func apply(_ choice: \(type).AppearanceChoice, to view: AppKit.NSView) {
                    view.appearance = appearance(of: choice)
                }

                /// The appearance a choice forces: `nil` (inherit) for `.system`, else aqua or dark aqua.
                \(access)static func appearance(of choice: \(type).AppearanceChoice) -> AppKit.NSAppearance? {
                    switch choice.forcesDark {
                    case nil: return nil
                    case false?: return AppKit.NSAppearance(named: .aqua)
                    case true?: return AppKit.NSAppearance(named: .darkAqua)
                    }
                }

                /// Marks `view` and its subviews as needing display, so dynamic colors are drawn again.
                private static func drawAgain(_ view: AppKit.NSView) {
                    view.needsDisplay = true
                    for subview in view.subviews {
                        drawAgain(subview)
                    }
                }
                """
        )
    }
}
