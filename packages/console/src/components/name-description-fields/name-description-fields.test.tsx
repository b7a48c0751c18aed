import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import {
  NameDescriptionFields,
  nameDescriptionLabels,
  type NameDescriptionPhrases,
} from './name-description-fields';

const Harness = ({
  phrases,
  isDescriptionRequired,
}: {
  phrases: NameDescriptionPhrases;
  isDescriptionRequired?: boolean;
}) => {
  const { t } = useTranslation();
  const form = useForm({ defaultValues: { name: '', description: '' } });
  return (
    <NameDescriptionFields
      form={form}
      idPrefix="entity"
      labels={nameDescriptionLabels(t, phrases)}
      isDescriptionRequired={isDescriptionRequired}
    />
  );
};

const isMarkedRequired = (label: HTMLElement) => label.textContent?.endsWith('*') ?? false;

describe('name and description fields', () => {
  it("reads the area's four texts from its phrases", () => {
    const t = (key: string) => `<${key}>`;
    expect(nameDescriptionLabels(t as never, 'organizations.create')).toEqual({
      name: '<organizations.create.name>',
      namePlaceholder: '<organizations.create.name_placeholder>',
      description: '<organizations.create.description>',
      descriptionPlaceholder: '<organizations.create.description_placeholder>',
    });
  });

  it('marks the description required only where the entity requires one', () => {
    const { unmount } = render(<Harness phrases="roles.create" isDescriptionRequired />);
    const [nameLabel, descriptionLabel] = document.querySelectorAll('label');
    expect(isMarkedRequired(nameLabel!)).toBe(true);
    expect(isMarkedRequired(descriptionLabel!)).toBe(true);
    expect(screen.getByTestId('entity-description').getAttribute('placeholder')).toBeTruthy();
    unmount();

    render(<Harness phrases="organization_template.roles" />);
    const [, optionalLabel] = document.querySelectorAll('label');
    expect(isMarkedRequired(optionalLabel!)).toBe(false);
  });
});
