// Lines from Apple's <UIKit/UIGraphicsRenderer.h> (a recent SDK's: NS_HEADER_AUDIT_BEGIN, API_UNAVAILABLE(watchos)).
#import <Foundation/Foundation.h>
#import <CoreGraphics/CoreGraphics.h>
#import <UIKit/UIView.h>
#import <UIKit/UIKitDefines.h>


NS_HEADER_AUDIT_BEGIN(nullability, sendability)

/*
 UIGraphicsRendererFormat is an object that describes the particular properties of the
 context created by its associated renderer class.
 */
UIKIT_EXTERN API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos)
@interface UIGraphicsRendererFormat : NSObject <NSCopying>
@end

/*
 A UIGraphicsRendererContext provides primitive drawing routines not provided through other
 UIKit classes (UIImage, UIBezierPath, etc) in addition to providing access to the underlying
 CGContextRef.
 */
UIKIT_EXTERN API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos)
@interface UIGraphicsRendererContext : NSObject
- (void)fillRect:(CGRect)rect blendMode:(CGBlendMode)blendMode;
@end

/*
 An abstract base class for creating graphics renderers. Do not use this class directly.
 */
UIKIT_EXTERN API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos)
@interface UIGraphicsRenderer : NSObject
// Creates a new UIGraphicsRenderer instance with the provides bounds and format, or a defaultFormat if none is provided.
// The format instance is copied by the initializer, and the provided instance may be immediately reused
// for creating other renderer instances with the same or different bounds.
- (instancetype)initWithBounds:(CGRect)bounds format:(UIGraphicsRendererFormat *)format NS_DESIGNATED_INITIALIZER;
@end

NS_HEADER_AUDIT_END(nullability, sendability)
