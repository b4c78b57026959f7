// Signature stub of the WebKit API that palettec's generated Swift uses, for typechecking on Linux only.
// One source for both flavours: as in WebKit's `WKWebView.h`, the web view is a `UIView` where UIKit is importable and
// an `NSView` otherwise. Signatures and annotations follow Apple's WebKit documentation and WebKit's public headers
// (WebKit/WebKit on GitHub, `Source/WebKit/UIProcess/API/Cocoa`): every class here is `WK_SWIFT_UI_ACTOR`, so
// `@MainActor` (and hence `Sendable`, like any main-actor class), including `WKUserContentController`,
// `WKUserScript` and `WKWebViewConfiguration`. UIKit or AppKit is imported, not re-exported.

#if canImport(UIKit)
import UIKit

/// The view class a web view inherits from.
public typealias _WKPlatformView = UIView
#else
import AppKit

/// The view class a web view inherits from.
public typealias _WKPlatformView = NSView
#endif

/// When a user script runs.
@available(iOS 8.0, macOS 10.10, *)
public enum WKUserScriptInjectionTime: Int, Sendable {
    /// After the document element is created, before any other content loads.
    case atDocumentStart = 0
    /// After the document finishes loading, before subresources finish.
    case atDocumentEnd = 1
}

/// A namespace that keeps scripts' JavaScript globals apart.
@available(iOS 14.0, macOS 11.0, *)
@MainActor
open class WKContentWorld: NSObject {
    /// Unavailable, as in the SDK: use `page`, `defaultClient` or `world(name:)`.
    @available(*, unavailable)
    public override init() {
        super.init()
    }

    /// Creates a world.
    private init(name: String?) {
        super.init()
    }

    /// The world of the page's own scripts.
    open class var page: WKContentWorld { WKContentWorld(name: nil) }

    /// The world of the app's scripts when none is named.
    open class var defaultClient: WKContentWorld { WKContentWorld(name: nil) }

    /// The world with a name, created on first use.
    open class func world(name: String) -> WKContentWorld { WKContentWorld(name: name) }

    /// The world's name, if it has one.
    open var name: String? { nil }
}

/// A script injected into every page a web view loads.
@available(iOS 8.0, macOS 10.10, *)
@MainActor
open class WKUserScript: NSObject {
    /// Creates a script for the page's content world.
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
        super.init()
    }

    /// Creates a script for a content world.
    @available(iOS 14.0, macOS 11.0, *)
    public init(
        source: String,
        injectionTime: WKUserScriptInjectionTime,
        forMainFrameOnly: Bool,
        in contentWorld: WKContentWorld
    ) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
        super.init()
    }

    /// The script's source code.
    public let source: String

    /// When the script runs.
    public let injectionTime: WKUserScriptInjectionTime

    /// Whether the script runs only in the main frame.
    public let isForMainFrameOnly: Bool
}

/// The user scripts (and script message handlers) of web views.
@available(iOS 8.0, macOS 10.10, *)
@MainActor
open class WKUserContentController: NSObject {
    /// The scripts, in the order they were added.
    open var userScripts: [WKUserScript] { [] }

    /// Adds a script.
    open func addUserScript(_ userScript: WKUserScript) {}

    /// Removes every script.
    open func removeAllUserScripts() {}
}

/// The settings a web view is created with.
@available(iOS 8.0, macOS 10.10, *)
@MainActor
open class WKWebViewConfiguration: NSObject {
    /// The user content controller of the web views created with this configuration.
    open var userContentController = WKUserContentController()
}

/// The progress of one page load.
@available(iOS 8.0, macOS 10.10, *)
@MainActor
open class WKNavigation: NSObject {}

/// A view that shows web content.
@available(iOS 8.0, macOS 10.10, *)
@MainActor
open class WKWebView: _WKPlatformView {
    /// Creates a web view; it keeps a copy of `configuration`.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        super.init(frame: frame)
    }

    /// Creates a web view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a web view with the default configuration.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// A copy of the configuration the web view was created with.
    ///
    /// The SDK marks it `@NSCopying`; the copy's `userContentController` is still the web view's own controller.
    open var configuration: WKWebViewConfiguration { WKWebViewConfiguration() }

    /// The URL of the page shown.
    open var url: URL? { nil }

    /// The page's title.
    open var title: String? { nil }

    /// Loads an HTML string.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { nil }

    /// Evaluates JavaScript in the page and calls `completionHandler` on the main actor with the result or an error.
    ///
    /// The SDK's documentation shows `(@MainActor (Any?, (any Error)?) -> Void)?`; a main-actor function type is
    /// `Sendable` in Swift 6 anyway, so `@Sendable` is spelled out here without changing the type.
    open func evaluateJavaScript(
        _ javaScriptString: String,
        completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil
    ) {}

    /// Evaluates JavaScript in the page and returns the result.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? { nil }
}
