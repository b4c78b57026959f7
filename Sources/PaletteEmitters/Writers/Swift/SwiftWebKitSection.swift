import PaletteModel

/// Web views in step with the app's appearance choice: the script that sets the CSS output's theme attribute (in
/// the portable core, so tests and other runtimes can use it) and, inside `#if canImport(WebKit)`, the helper that
/// installs it in `WKWebView`s and replaces it on every change.
///
/// A web view sees the app's forced light or dark scheme through its trait collection (`prefers-color-scheme`
/// follows the window's `overrideUserInterfaceStyle`), so only themes need the attribute; for the system, light
/// and dark choices the script removes it.
enum SwiftWebKitSection {
    /// The web-related members of `AppearanceChoice`: `webAttribute`, `webAttributeValue` and `webScript`.
    static func writeChoiceMembers(plan: SwiftNamePlan, to printer: inout CodePrinter) {
        let access = plan.access
        printer.line(
            "/// The attribute on a page's root element that selects a theme in the CSS output (its `attribute` option)."
        )
        printer.line("\(access)static let webAttribute = \(SwiftLiteral.string(plan.webAttribute))")
        printer.blankLine()
        printer.line(
            "/// The value of `webAttribute` for this choice: the theme's name for a theme; `nil`, no attribute, for the"
        )
        printer.line("/// system, light and dark choices, which a web view sees through its trait collection.")
        printer.block("\(access)var webAttributeValue: String? {") { body in
            body.line("switch self {")
            for choice in plan.choices {
                let value = choice.theme == nil ? "nil" : SwiftLiteral.string(choice.rawValue)
                body.line("case .\(choice.name): return \(value)")
            }
            body.line("}")
        }
        printer.blankLine()
        let (prefix, suffix) = scriptParts(attribute: plan.webAttribute)
        printer.line(
            "/// JavaScript that gives the page's root element `webAttribute` for this choice (or removes it). Run at"
        )
        printer.line(
            "/// document start it waits for the root element if there is none yet, so the first paint is right."
        )
        printer.block("\(access)var webScript: String {") { body in
            body.line("let value: String")
            body.line("switch self {")
            for choice in plan.choices {
                let literal = choice.theme == nil ? "null" : JSONQuoter.quoted(choice.rawValue)
                body.line("case .\(choice.name): value = \(SwiftLiteral.string(literal))")
            }
            body.line("}")
            body.line("return \(SwiftLiteral.string(prefix)) + value + \(SwiftLiteral.string(suffix))")
        }
    }

    /// The script before and after the attribute value's JavaScript literal.
    private static func scriptParts(attribute: String) -> (prefix: String, suffix: String) {
        // JSONQuoter's string literals are JavaScript string literals too.
        let prefix = "(function () { var a = " + JSONQuoter.quoted(attribute) + ", v = "
        let suffix =
            "; function set() { var e = document.documentElement; if (!e) { return false; } "
            + "if (v === null) { e.removeAttribute(a); } else { e.setAttribute(a, v); } return true; } "
            + "if (!set()) { new MutationObserver(function (r, o) { if (set()) { o.disconnect(); } })"
            + ".observe(document, { childList: true }); } })();"
        return (prefix, suffix)
    }

    /// Writes the `WebViews` helper (inside `#if canImport(WebKit)`).
    static func write(plan: SwiftNamePlan, to printer: inout CodePrinter) {
        let type = plan.typeName
        let access = plan.access
        let marker = SwiftLiteral.string("/* palettec \(type) appearance */ ")
        printer.lines(
            """
            extension \(type) {
                /// Keeps the pages of `WKWebView`s in step with the app's appearance choice.
                ///
                /// `attach(_:)` installs a user script at document start that sets `data-theme` (the CSS output's
                /// attribute, `AppearanceChoice.webAttribute`) for the current choice, so every new document and every
                /// reload paints in the right theme from the start, and runs it on the page already open. Every
                /// `AppearanceOverride.apply` replaces that script — only the palette's own, which starts with
                /// `scriptMarker`; the app's other user scripts stay — and runs the new one on the open page.
                ///
                /// Only themes need the attribute: the system, light and dark choices reach the page as
                /// `prefers-color-scheme` through the web view's trait collection (its window's
                /// `overrideUserInterfaceStyle`), so for them the script removes the attribute.
                @available(iOS 13.0, macOS 10.15, *)
                @MainActor
                \(access)enum WebViews {
                    /// The start of the palette's own user script.
                    \(access)nonisolated static let scriptMarker = \(marker)

                    /// A web view, held weakly.
                    private struct Attached {
                        /// The web view, until it is released.
                        weak var webView: WebKit.WKWebView?
                    }

                    /// The web views attached.
                    private static var attached: [Attached] = []

                    /// Keeps `webView` in step with the choice from now on, starting with the current one.
                    \(access)static func attach(_ webView: WebKit.WKWebView) {
                        attached.removeAll { $0.webView == nil || $0.webView === webView }
                        attached.append(Attached(webView: webView))
                        let choice = \(type).AppearanceOverride.choice
                        install(choice, in: webView)
                        webView.evaluateJavaScript(choice.webScript, completionHandler: nil)
                    }

                    /// Stops following the choice: removes the palette's script (not the app's others).
                    \(access)static func detach(_ webView: WebKit.WKWebView) {
                        attached.removeAll { $0.webView == nil || $0.webView === webView }
                        replaceScript(with: nil, in: webView.configuration.userContentController)
                    }

                    /// Gives every attached web view the new choice: a new user script, run on the open page too.
                    static func update(to choice: \(type).AppearanceChoice) {
                        attached.removeAll { $0.webView == nil }
                        for entry in attached {
                            guard let webView = entry.webView else { continue }
                            install(choice, in: webView)
                            webView.evaluateJavaScript(choice.webScript, completionHandler: nil)
                        }
                    }

                    /// Replaces the palette's document-start script in `webView` with the one for `choice`.
                    private static func install(_ choice: \(type).AppearanceChoice, in webView: WebKit.WKWebView) {
                        let script = WebKit.WKUserScript(
                            source: scriptMarker + choice.webScript,
                            injectionTime: .atDocumentStart,
                            forMainFrameOnly: false
                        )
                        replaceScript(with: script, in: webView.configuration.userContentController)
                    }

                    /// Removes the palette's script from `controller` (`WKUserContentController` can only remove all
                    /// scripts, so the others are added back in their order) and adds `script`, if any.
                    private static func replaceScript(
                        with script: WebKit.WKUserScript?,
                        in controller: WebKit.WKUserContentController
                    ) {
                        let others = controller.userScripts.filter { !$0.source.hasPrefix(scriptMarker) }
                        controller.removeAllUserScripts()
                        for other in others {
                            controller.addUserScript(other)
                        }
                        if let script {
                            controller.addUserScript(script)
                        }
                    }
                }
            }
            """
        )
    }
}
