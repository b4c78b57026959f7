// Lines from Apple's <Foundation/NSBundle.h>.
#import <Foundation/NSObject.h>

NS_ASSUME_NONNULL_BEGIN

/* Because NSBundle caches allocated instances, subclasses should be prepared
   to receive an already initialized object back from [super initWithPath:] */
@interface NSBundle : NSObject

/* Methods for creating or retrieving bundle instances. */
@property (class, readonly, strong) NSBundle *mainBundle;

@end

NS_ASSUME_NONNULL_END
