// Lines from xybp888/iOS-SDKs iPhoneOS17.0.sdk/…/UIKit.framework/Headers/UIGraphicsImageRenderer.h.
#import <UIKit/UIGraphicsRenderer.h>
#import <UIKit/UIKitDefines.h>
#import <UIKit/UIImage.h>

NS_HEADER_AUDIT_BEGIN(nullability, sendability)

@class UIGraphicsImageRendererContext;

typedef void (^UIGraphicsImageDrawingActions)(UIGraphicsImageRendererContext *rendererContext) API_AVAILABLE(ios(10.0));

UIKIT_EXTERN API_AVAILABLE(ios(10.0))
@interface UIGraphicsImageRendererFormat : UIGraphicsRendererFormat

@property (nonatomic) CGFloat scale; // display scale of the context. The preferredFormat uses the scale most appropriate for the main screen's current configuration.
@property (nonatomic) BOOL opaque; // indicates the bitmap context will draw fully opaque. The preferredFormat sets this to NO.
@end

UIKIT_EXTERN API_AVAILABLE(ios(10.0))
@interface UIGraphicsImageRendererContext : UIGraphicsRendererContext
@end

UIKIT_EXTERN API_AVAILABLE(ios(10.0))
@interface UIGraphicsImageRenderer : UIGraphicsRenderer
- (instancetype)initWithSize:(CGSize)size format:(UIGraphicsImageRendererFormat *)format NS_DESIGNATED_INITIALIZER;

// Returns a UIImage rendered with the contents of the CGContext after the imageRenderBlock executes.
// If the options provided to the renderer contain a rect with a zero width or height size, this will return an empty UIImage.
- (UIImage *)imageWithActions:(NS_NOESCAPE UIGraphicsImageDrawingActions)actions;
@end

NS_HEADER_AUDIT_END(nullability, sendability)
