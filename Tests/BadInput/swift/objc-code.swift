@interface VC : UIViewController
@end
