// Lines from Apple's <Foundation/NSSet.h>.
#import <Foundation/NSObject.h>
NS_HEADER_AUDIT_BEGIN(nullability, sendability)
@interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSUInteger count;
@end
NS_HEADER_AUDIT_END(nullability, sendability)
