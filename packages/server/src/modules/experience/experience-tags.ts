export const experienceTags = ['Experience'];
