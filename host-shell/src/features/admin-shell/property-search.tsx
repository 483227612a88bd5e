import { useId, useState, type FormEvent } from 'react';
import { Button, useNavigate, useSearchParams, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex: 1;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 28rem;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** The top bar's search: opens the property table filtered by the text (`?q=`). */
export function PropertySearch() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get('q') ?? '');
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    void navigate(
      query ? `/table_detail?${new URLSearchParams({ q: query }).toString()}` : '/table_detail',
    );
  }

  return (
    <Form role="search" onSubmit={handleSubmit}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        Search properties
      </VisuallyHidden>
      <Input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search properties"
      />
      <Button type="submit" size="sm">
        Search
      </Button>
    </Form>
  );
}
