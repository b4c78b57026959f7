// Lines from Apple's <Foundation/NSString.h>.
#import <Foundation/NSObject.h>
NS_HEADER_AUDIT_BEGIN(nullability, sendability)
@interface NSString : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSUInteger length;
@end
NS_HEADER_AUDIT_END(nullability, sendability)
